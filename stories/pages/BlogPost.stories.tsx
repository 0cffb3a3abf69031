import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { type PageStory, expectPageShown, pageStoryMeta, sitePage } from "../support/siteBlocks";

const meta = {
  title: "Pages/Blog post",
  ...pageStoryMeta,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post of the blog collection: its article header, the text written in Markdown, the call. */
export const AutomatingSalesQuotesToInvoices: Story = {
  args: sitePage("/blog/automating-sales-quotes-to-invoices"),
  play: async ({ canvasElement, canvas }) => {
    await expectPageShown(
      canvasElement,
      "From sales quote to invoice without typing anything twice",
      ["Where the time goes", "1. Quote from the catalogue", "Connect quotes, orders and invoices"],
    );
    await expect(canvas.getByText("Jonas Brandt")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sales Quotes" })).toHaveAttribute(
      "href",
      "/business-app/apps/sales-quotes",
    );
  },
};
