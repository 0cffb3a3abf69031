import { describe, expect, it } from "vitest";
import {
  filterStore,
  isFiltered,
  refreshStore,
  storeParamsOf,
  storeQueryOf,
  type StoreEntry,
} from "./storeFilter";

const entry = (id: string, name: string, description: string, group: string, price: number) =>
  ({
    id,
    slug: id,
    name,
    description,
    href: `/business-app/apps/${id}`,
    price,
    comingSoon: false,
    iconUrl: "",
    facets: {
      group: [group],
      industry: [],
      useCase: [],
      department: [],
      tier: ["specialized"],
      price: [price === 0 ? "free" : "paid"],
      availability: ["available"],
    },
  }) satisfies StoreEntry;

const store = [
  entry("kanban-board", "Kanban", "Boards of cards.", "productivity", 0),
  entry("portfolio-kanban", "Portfolio Kanban", "One board per company.", "investment", 0),
  entry("fund-management", "Fund Management", "IRR and harvest.", "investment", 299),
];

describe("the store's search and filters", () => {
  it("reads the address and writes it back, keeping other parameters", () => {
    const query = storeQueryOf(new URLSearchParams("q=kan&group=investment&utm=x&tier="));
    expect(query).toEqual({ search: "kan", filters: { group: "investment" } });
    expect(storeParamsOf(query, new URLSearchParams("utm=x")).toString()).toBe(
      "utm=x&q=kan&group=investment",
    );
    expect(storeParamsOf({ search: "  ", filters: {} }).toString()).toBe("");
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered({ search: " ", filters: {} })).toBe(false);
  });

  it("matches every word in the name or the description, and every filter", () => {
    const ids = (search: string, filters = {}) =>
      filterStore(store, { search, filters }).map((app) => app.id);
    expect(ids("KANBAN")).toEqual(["kanban-board", "portfolio-kanban"]);
    expect(ids("board company")).toEqual(["portfolio-kanban"]);
    expect(ids("kanban", { group: "investment" })).toEqual(["portfolio-kanban"]);
    expect(ids("", { price: "paid" })).toEqual(["fund-management"]);
    expect(ids("nothing")).toEqual([]);
  });

  it("takes the API's list and order, keeping what the page knows of each app", () => {
    const refreshed = refreshStore(store, [
      { id: "fund-management", marketing: { slug: "fund-management", name: "Funds" } },
      { id: "new-app", marketing: { slug: "new", name: "New App" } },
    ]);
    expect(refreshed.map((app) => [app.id, app.name, app.price])).toEqual([
      ["fund-management", "Funds", 299],
      ["new-app", "New App", null],
    ]);
    expect(refreshed[1]?.href).toBe("/business-app/apps/new");
  });

  it("links a known app to its new page when the API changed its slug", () => {
    const [renamed] = refreshStore(store, [
      { id: "fund-management", marketing: { slug: "funds", name: "Funds" } },
    ]);
    expect(renamed).toMatchObject({ slug: "funds", href: "/business-app/apps/funds", price: 299 });
  });

  it("keeps a German store's links to the German pages of the apps it knows", () => {
    const german = store.map((app) => ({ ...app, href: `/de${app.href}` }));
    const listed = german.map(({ id, slug }) => ({ id, marketing: { slug, name: `${id}!` } }));
    const refreshed = refreshStore(german, listed);
    expect(refreshed.map(({ href }) => href)).toEqual(german.map(({ href }) => href));
    expect(refreshed.every(({ href }) => href.startsWith("/de/"))).toBe(true);
  });

  it("keeps the page's list itself when the API's list changes nothing, and each unchanged app", () => {
    const same = store.map(({ id, slug, name }) => ({ id, marketing: { slug, name } }));
    expect(refreshStore(store, same)).toBe(store);
    const reordered = refreshStore(store, [...same].reverse());
    expect(reordered).not.toBe(store);
    expect(reordered.every((entry) => (store as readonly StoreEntry[]).includes(entry))).toBe(true);
  });
});
