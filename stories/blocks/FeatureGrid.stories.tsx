import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
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
