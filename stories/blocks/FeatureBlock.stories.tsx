import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/FeatureBlock",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One feature of the Distribution ERP overview, its picture beside the text. */
export const DistributionErp: Story = {
  args: pageBlock("/distribution-erp/overview", "FeatureBlock"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Know which vendors deliver, from your own orders");
  },
};

/** The block as its definition's example declares it: what an editor starts a new FeatureBlock with. */
export const Example: Story = exampleStory("FeatureBlock");
