import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/ArticleHeader",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The head of a blog post: category, title, date and author; the page's h1. */
export const BlogPost: Story = {
  args: pageBlock("/blog/building-your-first-no-code-app", "ArticleHeader"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Building your first no-code app: a field guide");
  },
};

/** The block as its definition's example declares it: what an editor starts a new ArticleHeader with. */
export const Example: Story = exampleStory("ArticleHeader");
