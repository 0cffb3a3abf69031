import type { OrderCatalogue } from "../checkout/projectOrder";
import { BUILDER_PLANS } from "./builderPlans";
import { CATALOGUE } from "./catalogue";
import { TEMPLATE_DECLARATIONS } from "./templates";

/** What the server checks and prices every order against. */
export const ORDER_CATALOGUE: OrderCatalogue = {
  apps: CATALOGUE,
  plans: BUILDER_PLANS,
  templates: TEMPLATE_DECLARATIONS,
};
