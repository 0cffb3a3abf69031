import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/CallToAction",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page's closing ask, on the brand band. */
export const Landing: Story = {
  args: pageBlock("/", "CallToAction"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "See what your first workspace could look like");
  },
};

/** The block as its definition's example declares it: what an editor starts a new CallToAction with. */
export const Example: Story = exampleStory("CallToAction");
