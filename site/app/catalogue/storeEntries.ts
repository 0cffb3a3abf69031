import { BUNDLES, storeApps, appById } from "@workcraft/domain/data";
import {
  DEFAULT_LOCALE,
  FREE_PRICE_TEXT,
  type CatalogueApp,
  type SiteLocale,
} from "@workcraft/domain/rules";
import { STORE_FACETS, type FacetOption, type StoreEntry, type StoreFacet } from "./storeFilter";
import { appIn, appPageHref } from "./catalogueLocale";

/** "capital-management" → "Capital management", for values the catalogue names nowhere else. */
function labelOf(value: string): string {
  const words = value.replace(/-/gu, " ");
  return words.charAt(0).toLocaleUpperCase("en") + words.slice(1);
}

const bundleNames = new Map(BUNDLES.map((bundle) => [bundle.id, bundle.name]));

/** Fixed choices: their order and words are the site's, not the catalogue's. */
const FIXED_OPTIONS: Partial<Record<StoreFacet, FacetOption[]>> = {
  tier: [
    { value: "specialized", label: "Specialized" },
    { value: "enterprise", label: "Enterprise" },
  ],
  price: [
    { value: "free", label: FREE_PRICE_TEXT },
    { value: "paid", label: "Paid" },
  ],
  availability: [
    { value: "available", label: "Available now" },
    { value: "coming-soon", label: "Coming soon" },
  ],
};

/** The values an app is filtered by. */
function facetsOf(app: CatalogueApp): Record<StoreFacet, string[]> {
  return {
    group: [...app.groups],
    industry: [...app.industries],
    useCase: [...app.useCases],
    department: [...app.departments],
    tier: [app.tier],
    price: [app.price === 0 ? "free" : "paid"],
    availability: [app.comingSoon ? "coming-soon" : "available"],
  };
}

/** An app as the store lists it in `locale`: its words there, its page there where it has one. */
export function storeEntry(app: CatalogueApp, locale: SiteLocale = DEFAULT_LOCALE): StoreEntry {
  return {
    id: app.id,
    slug: app.marketing.slug,
    name: app.name,
    description: appIn(app, locale).shortDescription,
    href: appPageHref(app, locale),
    price: app.price,
    comingSoon: app.comingSoon,
    iconUrl: app.imageUrl ?? "",
    facets: facetsOf(app),
  };
}

/** Every app of the store, in the store's order and `locale`, and the choices of each filter. */
export function storeListing(locale: SiteLocale = DEFAULT_LOCALE): {
  apps: StoreEntry[];
  facetOptions: Record<StoreFacet, FacetOption[]>;
} {
  const apps = storeApps().flatMap(({ id }) => {
    const app = appById(id);
    return app ? [storeEntry(app, locale)] : [];
  });
  const facetOptions = Object.fromEntries(
    STORE_FACETS.map(({ key }) => {
      const fixed = FIXED_OPTIONS[key];
      if (fixed) return [key, fixed];
      const values = [...new Set(apps.flatMap((app) => app.facets[key]))].sort();
      return [
        key,
        values.map((value) => ({ value, label: bundleNames.get(value) ?? labelOf(value) })),
      ];
    }),
  ) as Record<StoreFacet, FacetOption[]>;
  return { apps, facetOptions };
}
