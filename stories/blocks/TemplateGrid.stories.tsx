import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/TemplateGrid",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's templates on the store front's subtle band. */
export const StoreFront: Story = {
  args: pageBlock("/business-app", "TemplateGrid"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Templates: a whole business line in one install");
  },
};

/** The block as its definition's example declares it: what an editor starts a new TemplateGrid with. */
export const Example: Story = exampleStory("TemplateGrid");
