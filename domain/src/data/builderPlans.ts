import type { BuilderPlan } from "../catalogue/catalogueSchema";
import { BUILDER_PLAN_PRICES, DEFAULT_CURRENCY } from "../constants/businessConstants";

/** One line of a plan's checkout summary. */
const item = (name: string, value: string) => ({ name, value });

/**
 * The builder plans of the spec. Startup (builder0) is hidden: it is sold only with the
 * backoffice-for-startups template. `planId` is the billing plan and `projectId` the model
 * project a new workspace of the plan is copied from.
 */
export const BUILDER_PLANS: readonly BuilderPlan[] = [
  {
    id: "builder0",
    name: "Startup",
    price: BUILDER_PLAN_PRICES.builder0,
    currency: DEFAULT_CURRENCY,
    planId: "builder-startup-monthly",
    projectId: "model-builder-startup",
    hidden: true,
    checkoutPageInfo: { title: "Start your Startup builder plan", planSelectedName: "Startup" },
    checkoutItems: [
      item("Workspaces", "1"),
      item("Builder users", "1"),
      item("App elements", "500"),
      item("Documents", "100k"),
      item("Workspace users", "Unlimited"),
      item("Apps", "Unlimited"),
      item("AI assistant", "Included"),
    ],
  },
  {
    id: "builder1",
    name: "Standard",
    price: BUILDER_PLAN_PRICES.builder1,
    currency: DEFAULT_CURRENCY,
    planId: "builder-standard-monthly",
    projectId: "model-builder-standard",
    hidden: false,
    checkoutPageInfo: { title: "Start your Standard builder plan", planSelectedName: "Standard" },
    checkoutItems: [
      item("Workspaces", "1"),
      item("App elements", "2,000"),
      item("Apps", "Unlimited"),
      item("Documents", "500k"),
      item("Builder users", "1"),
      item("Workspace apps", "Unlimited"),
      item("AI assistant", "Included"),
    ],
  },
  {
    id: "builder2",
    name: "Advanced",
    price: BUILDER_PLAN_PRICES.builder2,
    currency: DEFAULT_CURRENCY,
    planId: "builder-advanced-monthly",
    projectId: "model-builder-advanced",
    hidden: false,
    checkoutPageInfo: { title: "Start your Advanced builder plan", planSelectedName: "Advanced" },
    checkoutItems: [
      item("Workspaces", "10"),
      item("App elements", "5,000"),
      item("Apps", "Unlimited"),
      item("Documents", "1M"),
      item("Builder users", "1"),
      item("Workspace users", "Unlimited"),
      item("AI assistants", "Workspace and builder"),
    ],
  },
];
