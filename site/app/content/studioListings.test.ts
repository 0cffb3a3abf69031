import { describe, expect, it, vi } from "vitest";
import { listableStudioPages, studioListingsKey, type ListedStudioPage } from "./studioListings";

const meta = (title: string) => ({
  title,
  description:
    "A CRM made for fleets: vehicles, drivers and services in one workspace, with a board per depot.",
});

const published = (path: string, title: string, listing?: unknown): ListedStudioPage => ({
  path,
  version: 1,
  publishedAt: new Date("2026-11-20T10:00:00Z"),
  meta: meta(title),
  listing: listing ?? null,
});

describe("the Studio's pages in the site's lists", () => {
  it("are read with their meta and listing", () => {
    expect(
      listableStudioPages([published("/use-case/fleet", "Fleet CRM", { title: "Fleet" })]),
    ).toEqual([
      { path: "/use-case/fleet", page: { meta: meta("Fleet CRM"), listing: { title: "Fleet" } } },
    ]);
  });

  it("leave out, naming it, a page whose listing no longer passes the page schema", () => {
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      listableStudioPages([
        published("/use-case/fleet", "Fleet CRM", { title: "" }),
        published("/use-case/depot", "Depot CRM"),
      ]).map(({ path }) => path),
    ).toEqual(["/use-case/depot"]);
    expect(said).toHaveBeenCalledWith(expect.stringContaining("/use-case/fleet"));
    said.mockRestore();
  });

  it("have no key while no published page belongs to a collection", () => {
    const pages = listableStudioPages([published("/fleet", "Fleet CRM")]);
    expect(studioListingsKey(pages)).toBe("");
    expect(studioListingsKey([])).toBe("");
  });

  it("have a key that changes with what a list shows, and not with the order read", () => {
    const one = listableStudioPages([
      published("/use-case/fleet", "Fleet CRM"),
      published("/blog/fleet-news", "Fleet news"),
    ]);
    const key = studioListingsKey(one);
    expect(key).not.toBe("");
    expect(studioListingsKey([...one].reverse())).toBe(key);
    const retitled = listableStudioPages([
      published("/use-case/fleet", "Fleet CRM for depots"),
      published("/blog/fleet-news", "Fleet news"),
    ]);
    expect(studioListingsKey(retitled)).not.toBe(key);
    const relisted = listableStudioPages([
      published("/use-case/fleet", "Fleet CRM", { order: 1 }),
      published("/blog/fleet-news", "Fleet news"),
    ]);
    expect(studioListingsKey(relisted)).not.toBe(key);
    // A page outside every collection shows in no list: it changes nothing.
    const more = listableStudioPages([published("/fleet", "Fleet")]);
    expect(studioListingsKey([...one, ...more])).toBe(key);
  });
});
