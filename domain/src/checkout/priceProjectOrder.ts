import { catalogueById } from "../catalogue/catalogueLookup";
import { TEMPLATE_BUILDER_PLANS } from "../catalogue/resolveTemplate";
import {
  DEFAULT_CURRENCY,
  LICENCE_PRICES,
  PRICED_ITEM_NAMES,
} from "../constants/businessConstants";
import { appsBesideTemplate } from "../pricing/appsBesideTemplate";
import { toCents, type Cents } from "../pricing/money";
import { MONTHS_PER_YEAR, pricePerDocumentsStep } from "../pricing/templatePricing";
import { workspacePrice } from "../pricing/workspaceCalculator";
import { orderTemplateId, orderedApps, type OrderCatalogue } from "./projectOrder";
import type { ProjectOrder } from "./projectOrderSchema";

/** One line of a priced order: what, how many, at what monthly price. */
export interface OrderLine {
  /** `plan:builder1`, `template:distribution-management-394`, `app:fund-management`, `users`… */
  id: string;
  name: string;
  quantity: number;
  unitCents: Cents;
  /** quantity × unit price, per month. */
  monthlyCents: Cents;
}

/** An order priced by the server: its lines and totals, per month and per year. */
export interface PricedOrder {
  lines: OrderLine[];
  monthlyCents: Cents;
  yearlyCents: Cents;
  currency: string;
}

const line = (id: string, name: string, quantity: number, unitCents: Cents): OrderLine => ({
  id,
  name,
  quantity,
  unitCents,
  monthlyCents: quantity * unitCents,
});

/**
 * Prices a verified order from the catalogue alone. A template's monthly price covers its plan
 * and its apps, and each paid app bought beside it is a line of its own (as the cart prices
 * them); without a template, the plan and each paid app are lines of their own. Users, guests,
 * documents and storage are priced as the pricing calculator prices them: managed subscriptions
 * of 5 users, and what goes beyond what those include. Lines of zero are left out, except the
 * plan or template, which every order has.
 */
export function priceProjectOrder(
  order: ProjectOrder,
  { apps, plans, templates }: OrderCatalogue,
): PricedOrder {
  const lines: OrderLine[] = [];
  const template = templates.find((candidate) => orderTemplateId(candidate) === order.templateId);
  const planId =
    order.planId ??
    (template ? TEMPLATE_BUILDER_PLANS[template.id as keyof typeof TEMPLATE_BUILDER_PLANS] : "");
  const plan = plans.find((candidate) => candidate.id === planId);

  if (template) {
    lines.push(
      line(
        `template:${orderTemplateId(template)}`,
        template.info.name,
        1,
        toCents(template.pricing.pricePerMonth),
      ),
    );
  } else if (plan) {
    lines.push(line(`plan:${plan.id}`, `${plan.name} plan`, 1, toCents(plan.price)));
  }
  // With a template, the apps named are those bought beside it: its own are in its price.
  const ordered = orderedApps(order.appIds, catalogueById(apps));
  for (const app of appsBesideTemplate(ordered, template?.appIds)) {
    if (app.price > 0) lines.push(line(`app:${app.id}`, app.name, 1, toCents(app.price)));
  }

  const { users, guests, documents, storageGb } = order;
  const usage = workspacePrice({ users, guests, documents, storageGb });
  const usageLines = [
    line(
      "users",
      PRICED_ITEM_NAMES.managedWorkspaceUser,
      usage.usersCents / toCents(LICENCE_PRICES.managedWorkspaceUser),
      toCents(LICENCE_PRICES.managedWorkspaceUser),
    ),
    line(
      "guests",
      PRICED_ITEM_NAMES.guestUser,
      usage.additionalGuestsCents / toCents(LICENCE_PRICES.guestUser),
      toCents(LICENCE_PRICES.guestUser),
    ),
    line(
      "documents",
      PRICED_ITEM_NAMES.managedDocuments,
      usage.additionalDocumentsCents / pricePerDocumentsStep(),
      pricePerDocumentsStep(),
    ),
    line(
      "storage",
      PRICED_ITEM_NAMES.managedStorage,
      usage.additionalStorageCents / toCents(LICENCE_PRICES.managedStoragePerGb),
      toCents(LICENCE_PRICES.managedStoragePerGb),
    ),
  ];
  lines.push(...usageLines.filter((usageLine) => usageLine.monthlyCents > 0));

  const monthlyCents = lines.reduce((sum, { monthlyCents: cents }) => sum + cents, 0);
  return {
    lines,
    monthlyCents,
    yearlyCents: monthlyCents * MONTHS_PER_YEAR,
    currency: plan?.currency ?? DEFAULT_CURRENCY,
  };
}
