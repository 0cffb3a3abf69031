import type { CatalogueApp } from "./catalogueSchema";
import { catalogueById, type Catalogue } from "./catalogueLookup";

/**
 * The catalogue with each app of `launched` (ids of coming-soon apps whose launch the Studio has
 * announced) available: no longer coming soon, from the announcement on and with no new build.
 * The same catalogue when none has launched.
 */
export function withLaunchedApps(
  catalogue: Catalogue,
  launched: ReadonlySet<string>,
): ReadonlyMap<string, CatalogueApp> {
  const byId = catalogueById(catalogue);
  if (![...launched].some((id) => byId.get(id)?.comingSoon)) return byId;
  return new Map(
    [...byId].map(([id, app]) => [id, launched.has(id) ? { ...app, comingSoon: false } : app]),
  );
}
