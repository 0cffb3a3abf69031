import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import {
  type BlockStory,
  blockStoryMeta,
  expectAllPicturesLoaded,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/RichText",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The body of a blog post, in the site's small rich-text format. */
export const BlogPost: Story = {
  args: pageBlock("/blog/building-your-first-no-code-app", "RichText"),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(/Every company has processes that no off-the-shelf app quite covers/u),
    ).toBeVisible();
    await expectAllPicturesLoaded(canvasElement);
  },
};

/** The block as its definition's example declares it: what an editor starts a new RichText with. */
export const Example: Story = exampleStory("RichText");
