import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/FAQ",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pricing page's questions on the subtle band; every answer opens by keyboard. */
export const Pricing: Story = {
  args: pageBlock("/pricing", "FAQ"),
  play: async ({ canvas, canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Pricing questions");
    const [question] = canvas.getAllByRole("button");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    await expect(question).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: question!.textContent! })).toBeVisible();
  },
};

/** The block as its definition's example declares it: what an editor starts a new FAQ with. */
export const Example: Story = exampleStory("FAQ");
