import type { CatalogueApp } from "./catalogueSchema";

/** The catalogue a rule is given: a list of apps or a map by id. */
export type Catalogue = readonly CatalogueApp[] | ReadonlyMap<string, CatalogueApp>;

/** The catalogue as a map by app id. */
export function catalogueById(catalogue: Catalogue): ReadonlyMap<string, CatalogueApp> {
  if (catalogue instanceof Map) return catalogue;
  return new Map((catalogue as readonly CatalogueApp[]).map((app) => [app.id, app]));
}
