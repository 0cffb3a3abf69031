import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { type PageStory, expectPageShown, pageStoryMeta, sitePage } from "../support/siteBlocks";

const meta = {
  title: "Pages/Pricing",
  ...pageStoryMeta,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/pricing` from `site/content/pricing.json`: builder plans and the calculator priced by the
 * domain, what a managed subscription includes, templates, questions and the closing call.
 */
export const Pricing: Story = {
  args: sitePage("/pricing"),
  play: async ({ canvasElement, canvas }) => {
    await expectPageShown(canvasElement, "Plain prices for the builder and the workspace", [
      "Builder plans and license prices",
      "What each managed subscription includes",
      "Or start from a template with one monthly price",
      "Pricing questions",
      "Not sure which combination fits?",
    ]);
    await expect(canvas.getByLabelText("Workspace users")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Start with Standard and these numbers" }),
    ).toBeVisible();
  },
};
