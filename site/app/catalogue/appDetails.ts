import { CATALOGUE_APPS } from "@workcraft/domain/data";
import {
  DEFAULT_LOCALE,
  formatMoney,
  toCents,
  type CatalogueApp,
  type SiteLocale,
} from "@workcraft/domain/rules";
import type { AppDetailsData } from "./shownData";
import { FEATURE_IMAGE_SIZE } from "../blockFields/blockImage";
import { appLinks } from "./appSummaries";
import { statsGridOf } from "./appPresentation";

/**
 * Everything an app's page shows, from the catalogue: `app` as `locale` words it (`appIn`), its
 * links to other apps' pages in that locale where they exist there.
 */
export function appDetails(app: CatalogueApp, locale: SiteLocale = DEFAULT_LOCALE): AppDetailsData {
  const excludedBy = CATALOGUE_APPS.filter((other) => other.excludes.includes(app.id)).map(
    (other) => other.id,
  );
  const stats = statsGridOf(app, locale);
  return {
    appId: app.id,
    slug: app.marketing.slug,
    name: app.name,
    shortDescription: app.shortDescription,
    description: app.description ?? app.shortDescription,
    paragraphs: (app.fullDescription ?? "")
      .split(/\n\s*\n/u)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    iconUrl: app.imageUrl ?? "",
    comingSoon: app.comingSoon,
    defaultApp: app.defaultApp,
    priceText: app.price === 0 ? "" : formatMoney(toCents(app.price), { locale }),
    tier: app.tier,
    tags: [...app.tags],
    ...(stats ? { stats } : {}),
    features: app.features.map((feature, index) => {
      const { xsImg, smImg, mdImg, lgImg, xlImg } = feature;
      return {
        id: `feature-${index + 1}`,
        title: feature.title,
        description: feature.description,
        image: {
          images: { xsImg, smImg, mdImg, lgImg, xlImg },
          alt: `${app.name}: ${feature.title}`,
          ...FEATURE_IMAGE_SIZE,
        },
      };
    }),
    dependencies: appLinks(app.dependencies, locale),
    excludes: appLinks(app.excludes, locale),
    excludedBy: appLinks(excludedBy, locale),
  };
}
