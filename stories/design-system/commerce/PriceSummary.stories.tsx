import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Grid,
  headingLevels,
  PriceSummary,
  priceSummaryDensities,
  priceSummaryFields,
} from "@workcraft/design-system";
import { expect, within } from "storybook/test";
import { priceSummaryOf, templateOrThrow } from "../../support/catalogue";

// The GPO template's three price variants: Distribution Management at 394 and 399 a month,
// ERP on AI auto-pilot at 499.
const GPO_TEMPLATE = "template-b2b-commerce-with-gpo";
const at394 = priceSummaryOf(templateOrThrow(GPO_TEMPLATE, "distribution-management-394"));
const at399 = priceSummaryOf(templateOrThrow(GPO_TEMPLATE, "distribution-management-399"));
const erp = priceSummaryOf(templateOrThrow(GPO_TEMPLATE, "erp-on-ai-auto-pilot-499"));

/** The definition beside the term `term`. */
function valueOf(canvasElement: HTMLElement, term: string) {
  return within(canvasElement).getByText(term, { selector: "dt" }).nextElementSibling;
}

const meta = {
  title: "Commerce/PriceSummary",
  component: PriceSummary,
  // template-b2b-commerce-with-gpo (Distribution Management) at 394 a month; each managed
  // subscription includes 5 users, 1000 guest users, 10k documents and 1 GB storage.
  args: at394,
  argTypes: {
    density: { control: "inline-radio", options: priceSummaryDensities },
    headingLevel: { control: "inline-radio", options: headingLevels },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as string | undefined) ?? "28rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of the cart summary, in the spec's order, then the totals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll("[data-field]")];
    await expect(rows.map((row) => row.getAttribute("data-field"))).toEqual([
      ...priceSummaryFields,
      "totalMonthlyCost",
      "totalYearlyCost",
    ]);
    await expect(valueOf(canvasElement, "Price per user")).toHaveTextContent("$12");
    await expect(valueOf(canvasElement, "Users included")).toHaveTextContent("5");
    await expect(valueOf(canvasElement, "Guest users included")).toHaveTextContent("1,000");
    await expect(valueOf(canvasElement, "Documents included")).toHaveTextContent("10,000");
    await expect(valueOf(canvasElement, "Storage included")).toHaveTextContent("1 GB");
    await expect(valueOf(canvasElement, "Price per additional storage")).toHaveTextContent(
      "$9 per GB",
    );
    await expect(valueOf(canvasElement, "Apps included")).toHaveTextContent("31");
    await expect(valueOf(canvasElement, "Monthly total")).toHaveTextContent("$394");
    await expect(valueOf(canvasElement, "Yearly total")).toHaveTextContent("$4,728");
  },
};

export const Playground: Story = { args: { density: "compact", headingLevel: 2 } };

/** Tighter rows for the cart panel; documents in their short form (the full one is read). */
export const Compact: Story = {
  args: { density: "compact" },
  play: async ({ canvasElement }) => {
    const documents = valueOf(canvasElement, "Documents included")!;
    await expect(within(documents as HTMLElement).getByText("10k")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await expect(within(documents as HTMLElement).getByText("10,000")).toBeInTheDocument();
  },
};

/** Only the totals and the apps: rows without a value are left out. */
export const TotalsOnly: Story = {
  args: {
    heading: erp.heading,
    pricePerUser: undefined,
    numberOfUsers: undefined,
    guests: undefined,
    pricePerAdditionalGuestUser: undefined,
    documentsIncluded: undefined,
    pricePerDocumentsWithEachManagedSubscription: undefined,
    pricePerAdditionalDocuments: undefined,
    storage: undefined,
    pricePerAdditionalStorage: undefined,
    totalMonthlyCost: erp.totalMonthlyCost,
    totalYearlyCost: erp.totalYearlyCost,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("dt")).toHaveLength(3);
    await expect(valueOf(canvasElement, "Yearly total")).toHaveTextContent("$5,988");
  },
};

/** The template's three price variants side by side; yearly is 12 times monthly. */
export const PriceVariants: Story = {
  parameters: { maxWidth: "64rem" },
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 3 }} gap="large">
      <PriceSummary {...args} density="compact" />
      <PriceSummary {...args} {...at399} density="compact" />
      <PriceSummary {...args} {...erp} density="compact" />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Yearly total")).toHaveLength(3);
    await expect(canvas.getByText("$4,788")).toBeVisible();
  },
};
