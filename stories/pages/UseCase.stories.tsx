import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { type PageStory, expectPageShown, pageStoryMeta, sitePage } from "../support/siteBlocks";

const meta = {
  title: "Pages/Use case",
  ...pageStoryMeta,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/use-case/venture-capital-crm` from its content file: hero, the use case's apps from the
 * catalogue, two features with pictures, questions and the closing call.
 */
export const VentureCapitalCrm: Story = {
  args: sitePage("/use-case/venture-capital-crm"),
  play: async ({ canvasElement, canvas }) => {
    await expectPageShown(
      canvasElement,
      "From first meeting to exit, in one CRM made for venture capital",
      [
        "The apps of a venture capital CRM",
        "Know who knows whom before you reach out",
        "Fund figures from the investments you record",
        "Venture capital CRM questions",
        "Move your deal flow out of the spreadsheet",
      ],
    );
    const [dealFlow] = canvas.getAllByRole("link", { name: /Deal Flow/ });
    await expect(dealFlow).toHaveAttribute("href", "/business-app/apps/deal-flow");
  },
};
