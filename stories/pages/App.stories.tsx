import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { type PageStory, expectPageShown, pageStoryMeta, sitePage } from "../support/siteBlocks";

const meta = {
  title: "Pages/App",
  ...pageStoryMeta,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/business-app/apps/sales-quotes`, generated from the catalogue as the site generates every
 * app's page: no content file, one AppDetails block.
 */
export const SalesQuotes: Story = {
  args: sitePage("/business-app/apps/sales-quotes"),
  play: async ({ canvasElement, canvas }) => {
    await expectPageShown(canvasElement, "Sales Quotes", [
      "About Sales Quotes",
      "Build quotes for customers from the product catalogue and keep every version. Send a quote for approval and turn the accepted one into a sales order.",
    ]);
    await expect(canvas.getByRole("button", { name: /Add to cart/ })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Products" })).toHaveAttribute(
      "href",
      "/business-app/apps/products",
    );
  },
};
