import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
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

/** The pricing page's questions on the subtle band; the first is reached by Tab and opens. */
export const Pricing: Story = {
  args: pageBlock("/pricing", "FAQ"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Pricing questions");
    const question = canvasElement.querySelector("summary")!;
    const answer = question.nextElementSibling!;
    await expect(answer).not.toBeVisible();
    await userEvent.tab();
    await expect(question).toHaveFocus();
    await userEvent.click(question);
    await waitFor(() => expect(answer).toBeVisible());
  },
};

/** The block as its definition's example declares it: what an editor starts a new FAQ with. */
export const Example: Story = exampleStory("FAQ");
