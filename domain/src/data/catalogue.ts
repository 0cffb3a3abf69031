import type {
  BuilderPlan,
  BuilderPlanId,
  BundleDefinition,
  CatalogueApp,
  StoreApp,
  Template,
} from "../catalogue/catalogueSchema";
import { catalogueById } from "../catalogue/catalogueLookup";
import { TEMPLATE_BUILDER_PLANS, resolveTemplate } from "../catalogue/resolveTemplate";
import { coreApps } from "./apps/coreApps";
import { distributionApps } from "./apps/distributionApps";
import { investmentApps } from "./apps/investmentApps";
import { marketingApps } from "./apps/marketingApps";
import { productivityApps } from "./apps/productivityApps";
import { purchasingApps } from "./apps/purchasingApps";
import { salesApps } from "./apps/salesApps";
import { BUILDER_PLANS } from "./builderPlans";
import { BUNDLES } from "./bundles";
import { MODEL_PROJECTS } from "./modelProjects";
import { TEMPLATE_DECLARATIONS } from "./templates";

/** Every app of the catalogue, grouped as the store shows them. */
export const CATALOGUE_APPS: readonly CatalogueApp[] = [
  ...coreApps,
  ...productivityApps,
  ...investmentApps,
  ...marketingApps,
  ...salesApps,
  ...purchasingApps,
  ...distributionApps,
];

/** The catalogue by app id: what the cart and pricing rules are given. */
export const CATALOGUE: ReadonlyMap<string, CatalogueApp> = catalogueById(CATALOGUE_APPS);

const appsBySlug = new Map(CATALOGUE_APPS.map((app) => [app.marketing.slug, app]));

/** The app with this id, if the catalogue has it. */
export function appById(id: string): CatalogueApp | undefined {
  return CATALOGUE.get(id);
}

/** The app whose store page has this slug (`app-store/get-app-by-slug`). */
export function appBySlug(slug: string): CatalogueApp | undefined {
  return appsBySlug.get(slug);
}

/** The store's list (`app-store/list-apps-from-store`): id, slug and name of every app. */
export function storeApps(): StoreApp[] {
  return CATALOGUE_APPS.map((app) => ({
    id: app.id,
    marketing: { slug: app.marketing.slug, name: app.name },
  }));
}

/** The bundle with this id. */
export function bundleById(id: string): BundleDefinition | undefined {
  return BUNDLES.find((bundle) => bundle.id === id);
}

/** The builder plan with this id. */
export function builderPlanById(id: BuilderPlanId): BuilderPlan {
  const plan = BUILDER_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No builder plan "${id}"`);
  return plan;
}

/** The plans a visitor can choose on the pricing page: every plan that is not hidden. */
export function visibleBuilderPlans(): BuilderPlan[] {
  return BUILDER_PLANS.filter((plan) => !plan.hidden);
}

/** Every template with its apps and model project resolved, price variants included. */
export const TEMPLATES: readonly Template[] = TEMPLATE_DECLARATIONS.map((declaration) =>
  resolveTemplate(declaration, CATALOGUE, MODEL_PROJECTS),
);

/**
 * The template with this id; a template offered at several prices needs the variant id, and
 * without one the first variant is returned.
 */
export function templateById(id: string, variantId?: string): Template | undefined {
  return TEMPLATES.find(
    (template) =>
      template.id === id && (variantId === undefined || template.variantId === variantId),
  );
}

/** The builder plan a template's workspace runs on. */
export function templateBuilderPlan(templateId: keyof typeof TEMPLATE_BUILDER_PLANS): BuilderPlan {
  return builderPlanById(TEMPLATE_BUILDER_PLANS[templateId]);
}
