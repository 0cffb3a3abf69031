import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  headingLevels,
  LinkProvider,
  PricingTable,
  type PricingPlan,
} from "@workcraft/design-system";
import {
  builderPlanById,
  formatMoney,
  toCents,
  visibleBuilderPlans,
  type BuilderPlan,
} from "@workcraft/domain";
import { expect, userEvent, within } from "storybook/test";
import { checkoutItemText, checkoutItemTextOf } from "../../support/catalogue";
import { navigate, RecordingLink } from "../../support/storyLinks";

/** A builder plan of the catalogue as the table shows it; the period is the site's choice. */
function pricingPlanOf(plan: BuilderPlan): PricingPlan {
  return {
    id: plan.id,
    name: plan.name,
    priceText: formatMoney(toCents(plan.price), { currency: plan.currency }),
    periodLabel: "per month",
    items: plan.checkoutItems.map(checkoutItemText),
    action: { label: "Get started", href: `/interest?plan=${plan.id}` },
  };
}

const startup = pricingPlanOf(builderPlanById("builder0"));
const standard = pricingPlanOf(builderPlanById("builder1"));
const advanced = pricingPlanOf(builderPlanById("builder2"));
/** The plans the site shows: every plan that is not hidden. */
const visiblePlans = visibleBuilderPlans().map(pricingPlanOf);

const meta = {
  title: "Commerce/PricingTable",
  component: PricingTable,
  args: { plans: visiblePlans, highlightedPlanId: "builder1" },
  argTypes: {
    highlightedPlanId: { control: "inline-radio", options: ["builder0", "builder1", "builder2"] },
    headingLevel: { control: "inline-radio", options: headingLevels },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two plans the site shows; Standard is recommended. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plans = canvas.getAllByRole("listitem").filter((item) => item.dataset.plan);
    await expect(plans.map((plan) => plan.dataset.plan)).toEqual(["builder1", "builder2"]);
    const [standardPlan, advancedPlan] = plans.map((plan) => within(plan));

    await expect(standardPlan!.getByRole("heading", { level: 3, name: "Standard" })).toBeVisible();
    await expect(standardPlan!.getByText("$899")).toBeVisible();
    await expect(
      standardPlan!.getByText(checkoutItemTextOf(builderPlanById("builder1"), "Documents")),
    ).toBeVisible();
    await expect(standardPlan!.getByText("Most popular")).toBeVisible();
    await expect(plans[0]).toHaveAttribute("data-highlighted");

    await expect(advancedPlan!.getByText("$2,299")).toBeVisible();
    await expect(
      advancedPlan!.getByText(checkoutItemTextOf(builderPlanById("builder2"), "Workspaces")),
    ).toBeVisible();
    await expect(advancedPlan!.queryByText("Most popular")).toBeNull();
    await expect(plans[1]).not.toHaveAttribute("data-highlighted");

    // Each call to action is named with its plan, so the links differ out of context too.
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: "Get started Advanced" }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith("/interest?plan=builder2");
  },
};

export const Playground: Story = {
  args: { plans: [startup, standard, advanced], highlightedPlanId: "builder2", headingLevel: 2 },
};

/** Another plan recommended, with a badge of the caller's words. */
export const HighlightedPlan: Story = {
  args: { highlightedPlanId: "builder2", highlightLabel: "Best value" },
  play: async ({ canvas }) => {
    const advancedPlan = canvas.getByRole("heading", { name: "Advanced" }).closest("li")!;
    await expect(within(advancedPlan).getByText("Best value")).toBeVisible();
    await expect(advancedPlan).toHaveAttribute("data-highlighted");
  },
};

/** All three builder plans, including Startup, which the site hides. */
export const WithStartupPlan: Story = {
  args: { plans: [startup, standard, advanced] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText("$299")).toBeVisible();
  },
};

/** No plan recommended. */
export const NoHighlight: Story = {
  args: { highlightedPlanId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Most popular")).toBeNull();
  },
};
