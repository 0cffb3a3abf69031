import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/AppGrid",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The apps the store suggests first, from the catalogue, with prices and Coming soon marks. */
export const StartWith: Story = {
  args: pageBlock("/business-app", "AppGrid"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Apps to start with");
  },
};

/** The block as its definition's example declares it: what an editor starts a new AppGrid with. */
export const Example: Story = exampleStory("AppGrid");
