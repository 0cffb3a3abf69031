import { EXPERIMENTS_CONSENT_COOKIE, STUDIO_SESSION_COOKIE } from "@workcraft/domain/rules";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database";
import { pageViewsDaily } from "../database/schema";
import type { HeaderOf } from "../experiments/requestAudience";
import { testDatabases } from "../testing/testDatabases";
import { MOST_COUNTED_PAGES, PageViewCounts } from "./pageViewCounts";
import { deleteOldPageViews } from "./pageViewRetention";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A request's headers, by lower-case name. */
const headers =
  (given: Record<string, string>): HeaderOf =>
  (name) =>
    given[name];
const browser = headers({ "user-agent": BROWSER });

/** A clock at `day` noon UTC, moved by `at.time`. */
function clockAt(iso: string) {
  const at = { time: Date.parse(iso) };
  return { at, now: () => at.time };
}

describe.each(testDatabases)("counting page views on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => handle.close());
  beforeEach(async () => {
    await handle.db.delete(pageViewsDaily);
  });

  const stored = () =>
    handle.db
      .select()
      .from(pageViewsDaily)
      .orderBy(asc(pageViewsDaily.day), asc(pageViewsDaily.path));

  it("keeps views in memory by page and UTC day, and adds them in one flush", async () => {
    const clock = clockAt("2026-03-01T23:59:00Z");
    const counts = new PageViewCounts(handle.db, { now: clock.now });
    for (let view = 0; view < 3; view += 1) expect(counts.count("/pricing", browser)).toBe(true);
    counts.count("/", browser);
    // Past midnight UTC: the next views are the next day's.
    clock.at.time = Date.parse("2026-03-02T00:00:30Z");
    counts.count("/pricing", browser);
    expect(await stored()).toEqual([]);

    await counts.flush();
    expect(await stored()).toEqual([
      { path: "/", day: "2026-03-01", views: 1 },
      { path: "/pricing", day: "2026-03-01", views: 3 },
      { path: "/pricing", day: "2026-03-02", views: 1 },
    ]);
    expect(counts.pending()).toEqual([]);

    // A later flush adds to the day's row; one with nothing counted writes nothing.
    counts.count("/pricing", browser);
    counts.count("/pricing", browser);
    await counts.flush();
    await counts.flush();
    expect(await stored()).toContainEqual({ path: "/pricing", day: "2026-03-02", views: 3 });
  });

  it("counts no crawler, no request without a user agent, no GPC, no refusal, no Studio session", async () => {
    const counts = new PageViewCounts(handle.db);
    const refused = [
      headers({}),
      headers({ "user-agent": "" }),
      headers({ "user-agent": CRAWLER }),
      headers({ "user-agent": BROWSER, "sec-gpc": "1" }),
      headers({ "user-agent": BROWSER, cookie: `a=1; ${EXPERIMENTS_CONSENT_COOKIE}=refused` }),
      headers({ "user-agent": BROWSER, cookie: `${STUDIO_SESSION_COOKIE}=${"s".repeat(43)}` }),
    ];
    for (const header of refused) expect(counts.count("/pricing", header)).toBe(false);
    // A visitor of experiments, one who accepted them, and one with no cookie at all count.
    for (const cookie of ["workcraft_visitor=Ab12Cd34Ef", `${EXPERIMENTS_CONSENT_COOKIE}=ok`, ""]) {
      expect(counts.count("/pricing", headers({ "user-agent": BROWSER, cookie }))).toBe(true);
    }
    expect(counts.pending().map(({ path, views }) => [path, views])).toEqual([["/pricing", 3]]);
  });

  it("adds two server copies' views up exactly, however their flushes meet", async () => {
    const clock = clockAt("2026-03-05T10:00:00Z");
    const first = new PageViewCounts(handle.db, { now: clock.now });
    const second = new PageViewCounts(handle.db, { now: clock.now });
    for (let round = 0; round < 3; round += 1) {
      for (let view = 0; view < 100; view += 1) {
        first.count("/pricing", browser);
        second.count(view % 2 ? "/pricing" : "/", browser);
      }
      await Promise.all([first.flush(), second.flush(), first.flush()]);
    }
    expect(await stored()).toEqual([
      { path: "/", day: "2026-03-05", views: 150 },
      { path: "/pricing", day: "2026-03-05", views: 450 },
    ]);
  });

  it("flushes on its own every interval given, and what is left when it stops", async () => {
    const counts = new PageViewCounts(handle.db, { flushEveryMs: 20 });
    counts.start();
    counts.count("/pricing", browser);
    await expect.poll(async () => (await stored()).map(({ views }) => views)).toEqual([1]);
    counts.count("/pricing", browser);
    await counts.stop();
    expect((await stored()).map(({ views }) => views)).toEqual([2]);
  });

  it(`holds at most ${MOST_COUNTED_PAGES} pages between flushes`, async () => {
    const counts = new PageViewCounts(handle.db);
    for (let page = 0; page <= MOST_COUNTED_PAGES; page += 1) counts.count(`/p${page}`, browser);
    counts.count("/p0", browser);
    const pending = counts.pending();
    expect(pending).toHaveLength(MOST_COUNTED_PAGES);
    expect(pending[0]).toMatchObject({ path: "/p0", views: 2 });
    expect(pending.some(({ path }) => path === `/p${MOST_COUNTED_PAGES}`)).toBe(false);
  });

  it("deletes the days older than 90 days, keeping the 90 to today", async () => {
    await handle.db.insert(pageViewsDaily).values([
      { path: "/pricing", day: "2025-12-31", views: 5 },
      { path: "/", day: "2025-12-31", views: 5 },
      { path: "/pricing", day: "2026-01-01", views: 7 },
      { path: "/pricing", day: "2026-03-31", views: 9 },
    ]);
    const now = new Date("2026-03-31T12:00:00Z");
    expect(await deleteOldPageViews(handle.db, now)).toBe(2);
    expect((await stored()).map(({ day }) => day)).toEqual(["2026-01-01", "2026-03-31"]);
    expect(await deleteOldPageViews(handle.db, now)).toBe(0);
  });
});
