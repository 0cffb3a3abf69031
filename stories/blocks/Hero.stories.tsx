import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/Hero",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page's opening band, split: pitch, two actions and a product picture. */
export const Landing: Story = {
  args: pageBlock("/", "Hero"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(
      canvasElement,
      args,
      "Business apps for every workflow, without writing code",
    );
  },
};

/** The block as its definition's example declares it: what an editor starts a new Hero with. */
export const Example: Story = exampleStory("Hero");
