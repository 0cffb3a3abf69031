import type { CatalogueApp } from "./catalogueSchema";

/** A test app built from the spec's catalogue table; only what a rule reads is filled. */
export function fixtureApp(
  id: string,
  name: string,
  extra: Partial<CatalogueApp> = {},
): CatalogueApp {
  return {
    id,
    appId: id,
    tier: "specialized",
    comingSoon: false,
    defaultApp: false,
    groups: [],
    industries: [],
    useCases: [],
    departments: [],
    excludes: [],
    dependencies: [],
    name,
    shortDescription: `${name} app`,
    price: 0,
    tags: [],
    features: [],
    marketing: { slug: id },
    ...extra,
  };
}
