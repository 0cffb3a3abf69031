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
  title: "Blocks/Testimonial",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's words on the enterprise page. */
export const Enterprise: Story = {
  args: pageBlock("/products-enterprise", "Testimonial"),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Our vendors used to confirm orders by email/u)).toBeVisible();
    await expectAllPicturesLoaded(canvasElement);
  },
};

/** The block as its definition's example declares it: what an editor starts a new Testimonial with. */
export const Example: Story = exampleStory("Testimonial");
