import type { CatalogueLocale, CatalogueTranslation } from "./catalogueTranslation";
import { de } from "./de";
import { fr } from "./fr";

export {
  CATALOGUE_LOCALES,
  translateApp,
  translateBuilderPlan,
  translatePricedItem,
  translateRoadmapItem,
  translateTemplate,
  type AppTranslation,
  type BuilderPlanTranslation,
  type CatalogueLocale,
  type CatalogueTranslation,
  type PricedItemTranslation,
  type RoadmapItemTranslation,
  type SpecificationsText,
  type TemplateTranslation,
} from "./catalogueTranslation";

/** The catalogue's words in each locale besides English, by locale. */
export const CATALOGUE_TRANSLATIONS: Readonly<Record<CatalogueLocale, CatalogueTranslation>> = {
  de,
  fr,
};
