export { APP_IMAGE_ROOT, appShareImageUrl } from "./defineApp";
export { FREE_APP_RECOMMENDATION } from "./appSpecifications";
export {
  CATALOGUE,
  CATALOGUE_APPS,
  TEMPLATES,
  appById,
  appBySlug,
  builderPlanById,
  bundleById,
  storeApps,
  templateBuilderPlan,
  templateById,
  visibleBuilderPlans,
} from "./catalogue";
export { BUNDLES } from "./bundles";
export { BUILDER_PLANS } from "./builderPlans";
export { MODEL_PROJECTS } from "./modelProjects";
export { LICENCE_PRICE_LIST } from "./licencePrices";
export {
  BACKOFFICE_FOR_STARTUPS_APP_IDS,
  B2B_COMMERCE_APP_IDS,
  B2B_COMMERCE_WITH_GPO_APP_IDS,
  TEMPLATE_DECLARATIONS,
} from "./templates";
export { ROADMAP_ITEMS, type RoadmapItem } from "./roadmap";
export { ORDER_CATALOGUE } from "./orderCatalogue";
// The catalogue in German and French: its translations and what lays them over it.
export * from "./locales/index";
