import type { BundleDefinition } from "../catalogue/catalogueSchema";
import { FREE_APPS_OF_EVERY_BUNDLE } from "../constants/businessConstants";

const freeAppsIds = [...FREE_APPS_OF_EVERY_BUNDLE];

/**
 * The fixed bundles: four use cases, two industries and two case studies. Every bundle carries
 * the free core apps; its own apps follow in the order a visitor meets them.
 */
export const BUNDLES: readonly BundleDefinition[] = [
  {
    type: "use-case",
    id: "marketing-automation",
    name: "Marketing Automation",
    freeAppsIds,
    bundleAppsIds: [
      "contact-management",
      "email-marketing",
      "sms-marketing",
      "whatsapp-marketing",
      "online-surveys",
    ],
  },
  {
    type: "use-case",
    id: "project-management-and-productivity",
    name: "Project Management and Productivity",
    freeAppsIds,
    bundleAppsIds: ["kanban-board", "project-updates", "to-do-lists"],
  },
  {
    type: "use-case",
    id: "venture-capital-crm",
    name: "Venture Capital CRM",
    freeAppsIds,
    bundleAppsIds: [
      "vc-contact-management",
      "deal-flow",
      "portfolio-kanban",
      "fundraising-for-funds",
      "investment-management",
      "fund-management",
    ],
  },
  {
    type: "use-case",
    id: "wholesale-and-vendor-collaboration",
    name: "Wholesale and Vendor Collaboration",
    freeAppsIds,
    bundleAppsIds: [
      "products",
      "price-lists",
      "vendor-management",
      "purchase-orders",
      "bills",
      "products-inventory",
      "sales-orders",
      "invoicing",
    ],
  },
  {
    type: "industry",
    id: "capital-management",
    name: "Capital Management",
    freeAppsIds,
    bundleAppsIds: [
      "vc-contact-management",
      "investment-management",
      "fund-management",
      "portfolio-kanban",
      "fundraising-for-funds",
    ],
  },
  {
    type: "industry",
    id: "b2b-ecommerce",
    name: "B2B Ecommerce",
    freeAppsIds,
    bundleAppsIds: [
      "products",
      "price-lists",
      "ecommerce",
      "sales-quotes",
      "sales-orders",
      "invoicing",
      "payments",
      "credit-notes",
      "customer-portal",
    ],
  },
  {
    type: "case-study",
    id: "case-study-medical-distributor",
    name: "Medical distributor with GPO contracts",
    freeAppsIds,
    bundleAppsIds: [
      "products",
      "ndc-management",
      "group-purchasing-organization",
      "sales-orders",
      "invoicing",
      "chargebacks",
      "rebates",
      "shipments",
    ],
  },
  {
    type: "case-study",
    id: "case-study-venture-fund",
    name: "Venture fund from deal flow to portfolio",
    freeAppsIds,
    bundleAppsIds: ["vc-contact-management", "deal-flow", "portfolio-kanban", "fund-management"],
  },
];
