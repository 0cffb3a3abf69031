import { appById } from "@workcraft/domain/data";
import {
  FREE_APPS_OF_EVERY_BUNDLE,
  formatPrice,
  toCents,
  type CatalogueApp,
  type UsageTier,
} from "@workcraft/domain/rules";
import type { StatsGridProps } from "@workcraft/design-system";

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

/** Version and installs, the figures every stats grid starts with. */
export function figuresOf(app: CatalogueApp): { label: string; value: string | number }[] {
  if (!app.specifications) return [];
  const { version, installs } = app.specifications;
  return [
    { label: "Version", value: String(version) },
    { label: "Installs", value: installs },
  ];
}

/** The stats grid of an app's page, of the type its specifications name; none when it has none. */
export function statsGridOf(app: CatalogueApp): StatsGridProps | undefined {
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
          { label: "Price", value: appPriceText(app) },
          { label: "Type", value: app.defaultApp ? "Default app" : "App" },
        ],
      };
    case "5-stats-priced":
      return { type, stats: figuresOf(app), tiers: tiersOf(app) };
    case "3-stats":
      return { type, stats: [...figuresOf(app), { label: "Price", value: appPriceText(app) }] };
  }
}
