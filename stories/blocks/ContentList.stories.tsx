import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/ContentList",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog's posts, newest first, as the blog page lists them. */
export const Blog: Story = {
  args: pageBlock("/blog", "ContentList"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Workcraft blog");
  },
};

/** The block as its definition's example declares it: what an editor starts a new ContentList with. */
export const Example: Story = exampleStory("ContentList");
