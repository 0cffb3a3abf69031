import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/TemplateDetails",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One template in full, from the catalogue: its apps and its price. */
export const BackofficeForStartups: Story = {
  args: pageBlock("/business-app/templates/backoffice-for-startups", "TemplateDetails"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Backoffice for Startups template");
  },
};

/** The block as its definition's example declares it: what an editor starts a new TemplateDetails with. */
export const Example: Story = exampleStory("TemplateDetails");
