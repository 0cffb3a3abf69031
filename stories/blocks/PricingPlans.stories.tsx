import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/PricingPlans",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Builder plans, the price calculator and licence prices, from the catalogue. */
export const Pricing: Story = {
  args: pageBlock("/pricing", "PricingPlans"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Builder plans and license prices");
  },
};

/**
 * The calculator prices as the visitor types: Standard with 12 users (three managed
 * subscriptions, $180) and 3,500 guests (500 beyond the 3,000 included, $500) is $1,579 a month.
 * A value that is not a whole number is named next to its field, and no total is shown.
 */
export const Calculator: Story = {
  args: pageBlock("/pricing", "PricingPlans"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Builder plans and license prices");
    const canvas = within(canvasElement);
    const users = canvas.getByLabelText("Workspace users");
    const guests = canvas.getByLabelText("Guest users");
    await userEvent.clear(users);
    await userEvent.type(users, "12");
    await userEvent.clear(guests);
    await userEvent.type(guests, "3500");
    const total = canvas.getByRole("status");
    await expect(total).toHaveTextContent("$1,579 per month, $18,948 per year");
    await expect(
      canvas.getByRole("link", { name: "Start with Standard and these numbers" }),
    ).toHaveAttribute(
      "href",
      "/checkout?plan=builder1&users=12&guests=3500&documents=0&storageGb=0",
    );
    await userEvent.clear(users);
    await expect(canvas.getByText("Enter a whole number of 1 or more")).toBeVisible();
    await expect(total).toHaveTextContent("Enter whole numbers to see the price.");
    await userEvent.type(users, "12");
  },
};

/** The block as its definition's example declares it: what an editor starts a new PricingPlans with. */
export const Example: Story = exampleStory("PricingPlans");
