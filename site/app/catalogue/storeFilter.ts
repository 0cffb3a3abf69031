import type { PlainMessageId } from "../i18n/messageCatalogue";
import { appPagePath } from "../paths";

/*
 * The store's search and filters, as pure functions of the URL's search params, so a shared
 * address, a reload and the back button all show the same list.
 */

/** A filter of the store and the URL parameter it lives in. */
export const STORE_FACETS = [
  { key: "group", label: "block.store.group" },
  { key: "industry", label: "block.store.industry" },
  { key: "useCase", label: "block.store.useCase" },
  { key: "department", label: "block.store.department" },
  { key: "tier", label: "block.store.tier" },
  { key: "price", label: "block.store.price" },
  { key: "availability", label: "block.store.availability" },
] as const satisfies readonly { key: string; label: PlainMessageId }[];
export type StoreFacet = (typeof STORE_FACETS)[number]["key"];

/** The URL parameter of the search text. */
export const SEARCH_PARAM = "q";

/** An app as the store lists it: its card and the values it is filtered by. */
export interface StoreEntry {
  id: string;
  slug: string;
  name: string;
  description: string;
  href: string;
  price: number | null;
  comingSoon: boolean;
  iconUrl: string;
  facets: Record<StoreFacet, string[]>;
}

/** One choice of a filter. */
export interface FacetOption {
  value: string;
  label: string;
}

/** What the visitor asked for: the search text and one value per filter at most. */
export interface StoreQuery {
  search: string;
  filters: Partial<Record<StoreFacet, string>>;
}

/** The query an address asks for. */
export function storeQueryOf(params: URLSearchParams): StoreQuery {
  const filters: Partial<Record<StoreFacet, string>> = {};
  for (const { key } of STORE_FACETS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return { search: params.get(SEARCH_PARAM) ?? "", filters };
}

/** The search params of a query: empty values left out, other parameters kept. */
export function storeParamsOf(query: StoreQuery, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete(SEARCH_PARAM);
  if (query.search.trim()) params.set(SEARCH_PARAM, query.search);
  for (const { key } of STORE_FACETS) {
    params.delete(key);
    const value = query.filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Whether the query narrows the list at all. */
export function isFiltered(query: StoreQuery): boolean {
  return query.search.trim() !== "" || Object.values(query.filters).some(Boolean);
}

/** The words of a search, lower case. */
function wordsOf(search: string): string[] {
  return search.toLocaleLowerCase("en").split(/\s+/u).filter(Boolean);
}

/** Every word of the search is in the app's name or description, and every filter matches. */
export function matchesQuery(entry: StoreEntry, query: StoreQuery): boolean {
  const text = `${entry.name} ${entry.description}`.toLocaleLowerCase("en");
  if (!wordsOf(query.search).every((word) => text.includes(word))) return false;
  return STORE_FACETS.every(({ key }) => {
    const wanted = query.filters[key];
    return !wanted || entry.facets[key].includes(wanted);
  });
}

/** The apps the query lets through, in the store's order. */
export function filterStore(entries: readonly StoreEntry[], query: StoreQuery): StoreEntry[] {
  return entries.filter((entry) => matchesQuery(entry, query));
}

/**
 * The store's list after `list-apps-from-store` answered: its apps in its order, each with what
 * the page was built with (description, filters, its page in the page's locale); an app the page
 * does not know yet shows with its name and page, and matches no filter. An app whose slug
 * changed links to its new (English) page.
 * What the answer does not change stays the same object, and a list it does not change at all is
 * `entries` itself: the store's cards then are not drawn again when the answer arrives.
 */
export function refreshStore(
  entries: readonly StoreEntry[],
  listed: readonly { id: string; marketing: { slug: string; name: string } }[],
): readonly StoreEntry[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const refreshed = listed.map(({ id, marketing }): StoreEntry => {
    const known = byId.get(id);
    // Its page as the list was built (in the page's locale) while the slug stays; else the
    // English page of its new slug, the one page every app has.
    const href = known?.slug === marketing.slug ? known.href : appPagePath(marketing.slug);
    if (known) {
      if (known.name === marketing.name && known.slug === marketing.slug && known.href === href) {
        return known;
      }
      return { ...known, name: marketing.name, slug: marketing.slug, href };
    }
    return {
      id,
      slug: marketing.slug,
      name: marketing.name,
      description: "",
      href,
      price: null,
      comingSoon: false,
      iconUrl: "",
      facets: {
        group: [],
        industry: [],
        useCase: [],
        department: [],
        tier: [],
        price: [],
        availability: [],
      },
    };
  });
  const unchanged =
    refreshed.length === entries.length &&
    refreshed.every((entry, index) => entry === entries[index]);
  return unchanged ? entries : refreshed;
}
