import { appById } from "@workcraft/domain/data";
import {
  DEFAULT_LOCALE,
  FREE_APPS_OF_EVERY_BUNDLE,
  formatMoney,
  formatPrice,
  toCents,
  type CatalogueApp,
  type SiteLocale,
  type UsageTier,
} from "@workcraft/domain/rules";
import type { AppStat, AppStats } from "./shownData";

/*
 * How the site shows catalogue apps: the mappers from the domain's data to the design
 * system's props. Stories import them from here, so both show an app the same way.
 */

/** An app's monthly price as a card shows it: "Free" when zero, else "$299". */
export function appPriceText(app: Pick<CatalogueApp, "price">): string {
  return formatPrice(toCents(app.price));
}

/** The names of these catalogue apps, in order, skipping ids the catalogue does not have. */
export function appNames(ids: readonly string[]): string[] {
  return ids.flatMap((id) => {
    const app = appById(id);
    return app ? [app.name] : [];
  });
}

/** The app's usage tiers in order (tier0, tier1, then tier2 if it has one). */
export function tiersOf(app: CatalogueApp): UsageTier[] {
  if (!app.specifications) return [];
  const { tier0, tier1, tier2 } = app.specifications;
  return [tier0, tier1, tier2].filter((tier): tier is UsageTier => tier !== undefined);
}

/** Version and installs, the figures every stats grid starts with (installs a number). */
export function figuresOf(app: CatalogueApp): AppStat[] {
  if (!app.specifications) return [];
  const { version, installs } = app.specifications;
  return [
    { label: "block.app.version", value: String(version) },
    { label: "block.app.installs", value: installs },
  ];
}

/** The app's price as a figure: the word for free, else the amount written `locale`'s way. */
function priceFigure(app: CatalogueApp, locale: SiteLocale): AppStat {
  return app.price === 0
    ? { label: "block.app.price", value: "", word: "block.free" }
    : { label: "block.app.price", value: formatMoney(toCents(app.price), { locale }) };
}

/**
 * The stats grid of an app's page, of the type its specifications name, with its amounts in
 * `locale` and its words as message ids (the view says them); none when it has none.
 */
export function statsGridOf(
  app: CatalogueApp,
  locale: SiteLocale = DEFAULT_LOCALE,
): AppStats | undefined {
  const specifications = app.specifications;
  if (!specifications) return undefined;
  const type = specifications.statsGridType;
  switch (type) {
    case "grid-free-apps": {
      const recommended = specifications.recommendedWith;
      const featured = recommended ? appById(recommended.featuredApp) : undefined;
      return {
        type,
        stats: figuresOf(app),
        freeApps: appNames(FREE_APPS_OF_EVERY_BUNDLE),
        ...(recommended && featured
          ? {
              recommendation: {
                featuredApp: featured.name,
                numberOfOtherApps: recommended.numberOfOtherApps,
              },
            }
          : {}),
      };
    }
    case "4-stats":
      return {
        type,
        stats: [
          ...figuresOf(app),
          priceFigure(app, locale),
          {
            label: "block.app.type",
            value: "",
            word: app.defaultApp ? "block.app.defaultApp" : "block.app.app",
          },
        ],
      };
    case "5-stats-priced":
      return { type, stats: figuresOf(app), tiers: tiersOf(app) };
    case "3-stats":
      return { type, stats: [...figuresOf(app), priceFigure(app, locale)] };
  }
}
