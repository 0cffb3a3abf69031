import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/Downloads",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The media kit's logo files. */
export const MediaKit: Story = {
  args: pageBlock("/media/media-kit", "Downloads"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Logo files");
  },
};

/** The block as its definition's example declares it: what an editor starts a new Downloads with. */
export const Example: Story = exampleStory("Downloads");
