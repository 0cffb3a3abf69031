import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/Steps",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How we work, from the company page: a numbered sequence. */
export const Company: Story = {
  args: pageBlock("/company", "Steps"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "How we work");
  },
};

/** The block as its definition's example declares it: what an editor starts a new Steps with. */
export const Example: Story = exampleStory("Steps");
