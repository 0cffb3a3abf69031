import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/AppDetails",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One app in full, from the catalogue: features with pictures, figures, tiers and relations. */
export const SalesQuotes: Story = {
  args: pageBlock("/business-app/apps/sales-quotes", "AppDetails"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Sales Quotes");
  },
};
