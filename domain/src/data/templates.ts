import type { TemplateDeclaration } from "../catalogue/resolveTemplate";
import { cartSummary, templatePricing } from "../pricing/templatePricing";
import { toCents } from "../pricing/money";

/** The spec's app list of the commerce template, in its order. */
export const B2B_COMMERCE_APP_IDS = [
  "products",
  "sales-quotes",
  "sales-orders",
  "invoicing",
  "payments",
  "credit-notes",
  "ecommerce",
  "lead-management",
  "purchase-orders",
  "vendor-management",
  "bills",
  "price-lists",
  "group-purchasing-organization",
  "ndc-management",
  "products-inventory",
] as const;

/**
 * The GPO variant's 31 apps: the commerce template's 15, the distribution apps, the six default
 * apps and the productivity and e-mail apps a distributor's office runs on.
 */
export const B2B_COMMERCE_WITH_GPO_APP_IDS = [
  ...B2B_COMMERCE_APP_IDS,
  "warehouses",
  "shipments",
  "returns",
  "rebates",
  "chargebacks",
  "customer-portal",
  "dashboards",
  "user-settings",
  "api-integrations",
  "contact-management",
  "automation-builder",
  "media-cloud",
  "kanban-board",
  "project-updates",
  "to-do-lists",
  "email-marketing",
] as const;

/** The startup back office: default apps, selling and invoicing, and the team's productivity. */
export const BACKOFFICE_FOR_STARTUPS_APP_IDS = [
  "dashboards",
  "user-settings",
  "api-integrations",
  "contact-management",
  "automation-builder",
  "media-cloud",
  "products",
  "sales-quotes",
  "sales-orders",
  "invoicing",
  "payments",
  "kanban-board",
  "project-updates",
  "to-do-lists",
  "email-marketing",
] as const;

/** A template declaration priced from its monthly price in whole US dollars. */
function declare(
  id: string,
  name: string,
  monthlyDollars: number,
  appIds: readonly string[],
  modelProjectId: string,
  variantId?: string,
): TemplateDeclaration {
  const monthlyCents = toCents(monthlyDollars);
  return {
    id,
    ...(variantId ? { variantId } : {}),
    appIds,
    pricing: templatePricing(monthlyCents),
    cartSummary: cartSummary(monthlyCents, appIds.length),
    info: { name },
    modelProjectId,
  };
}

/**
 * The templates. The GPO variant appears at the spec's three prices (Distribution Management
 * at 394 and 399, ERP on AI auto-pilot at 499). The spec gives no price for the plain commerce
 * template nor for the startup back office: we set 349 (below the GPO variant, which adds 16
 * apps) and 299 (the Startup plan it runs on).
 */
export const TEMPLATE_DECLARATIONS: readonly TemplateDeclaration[] = [
  declare("template-b2b-commerce", "B2B Commerce", 349, B2B_COMMERCE_APP_IDS, "model-b2b-commerce"),
  declare(
    "template-b2b-commerce-with-gpo",
    "Distribution Management",
    394,
    B2B_COMMERCE_WITH_GPO_APP_IDS,
    "model-b2b-commerce-with-gpo",
    "distribution-management-394",
  ),
  declare(
    "template-b2b-commerce-with-gpo",
    "Distribution Management",
    399,
    B2B_COMMERCE_WITH_GPO_APP_IDS,
    "model-b2b-commerce-with-gpo",
    "distribution-management-399",
  ),
  declare(
    "template-b2b-commerce-with-gpo",
    "ERP on AI auto-pilot",
    499,
    B2B_COMMERCE_WITH_GPO_APP_IDS,
    "model-b2b-commerce-with-gpo",
    "erp-on-ai-auto-pilot-499",
  ),
  declare(
    "backoffice-for-startups",
    "Backoffice for Startups",
    299,
    BACKOFFICE_FOR_STARTUPS_APP_IDS,
    "model-backoffice-for-startups",
  ),
];
