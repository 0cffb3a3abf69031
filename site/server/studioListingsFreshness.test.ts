import { describe, expect, it } from "vitest";
import type { ListedStudioPage } from "../app/content/studioListings";
import {
  STUDIO_LISTINGS_FRESH_MS,
  studioListingsOf,
  type StudioPageSource,
} from "./studioPageServing";

/** A source that counts its readings and gives `listed` (or fails when it is an Error). */
function countingSource(answers: (ListedStudioPage[] | Error)[]) {
  let readings = 0;
  const source: StudioPageSource = {
    find: async () => null,
    redirectFrom: async () => null,
    preview: async () => null,
    list: async () => {
      const answer = answers[Math.min(readings, answers.length - 1)]!;
      readings += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { source, readings: () => readings };
}

const fleet: ListedStudioPage = {
  path: "/use-case/fleet",
  version: 1,
  publishedAt: new Date("2026-11-20T10:00:00Z"),
  meta: {
    title: "Fleet CRM",
    description:
      "A CRM made for fleets: vehicles, drivers and services in one workspace, with a board per depot.",
  },
  listing: null,
};

describe("the server's reading of the Studio's lists", () => {
  it("reads the database once per freshness period, however many requests ask", async () => {
    let time = 0;
    const { source, readings } = countingSource([[], [fleet]]);
    const listings = studioListingsOf(source, () => time);
    const asked = await Promise.all([listings(), listings(), listings()]);
    expect(readings()).toBe(1);
    expect(asked.map(({ key }) => key)).toEqual(["", "", ""]);

    time = STUDIO_LISTINGS_FRESH_MS - 1;
    expect((await listings()).key).toBe("");
    expect(readings()).toBe(1);

    time = STUDIO_LISTINGS_FRESH_MS;
    const fresh = await listings();
    expect(readings()).toBe(2);
    expect(fresh.listed).toEqual([fleet]);
    expect(fresh.key).toContain("/use-case/fleet");
  });

  it("reads again at the next request after a failed reading", async () => {
    const { source, readings } = countingSource([new Error("database away"), [fleet]]);
    const listings = studioListingsOf(source, () => 0);
    await expect(listings()).rejects.toThrow("database away");
    expect((await listings()).listed).toEqual([fleet]);
    expect(readings()).toBe(2);
  });
});

describe("the lists as the in-memory answers see them", () => {
  it("are there without waiting once read, for two freshness periods, read again after one", async () => {
    let time = 0;
    const { source, readings } = countingSource([[fleet], []]);
    const listings = studioListingsOf(source, () => time);
    expect(listings.fresh()).toBeUndefined();
    await listings();
    expect(listings.fresh()?.listed).toEqual([fleet]);

    time = STUDIO_LISTINGS_FRESH_MS;
    // Older than one period: still given, and read again meanwhile.
    expect(listings.fresh()?.listed).toEqual([fleet]);
    expect(readings()).toBe(2);
    await listings();
    expect(listings.fresh()?.listed).toEqual([]);

    time = 3 * STUDIO_LISTINGS_FRESH_MS;
    expect(listings.fresh()).toBeUndefined();
  });

  it("are forgotten when this copy changes the Studio's pages, until read again", async () => {
    const { source, readings } = countingSource([[], [fleet]]);
    const listings = studioListingsOf(source, () => 0);
    await listings();
    expect(listings.fresh()?.key).toBe("");
    listings.forget();
    expect(listings.fresh()).toBeUndefined();
    expect((await listings()).listed).toEqual([fleet]);
    expect(readings()).toBe(2);
    expect(listings.fresh()?.listed).toEqual([fleet]);
  });
});
