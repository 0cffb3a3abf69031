import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/FeatureGrid",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How teams use Workcraft, on the landing page: a grid of short features with icons. */
export const Landing: Story = {
  args: pageBlock("/", "FeatureGrid"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "How teams use Workcraft");
  },
};

/** The block as its definition's example declares it: what an editor starts a new FeatureGrid with. */
export const Example: Story = exampleStory("FeatureGrid");
