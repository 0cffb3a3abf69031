import { pageTrafficDays, utcDayOf } from "@workcraft/domain/rules";
import type { PageTraffic } from "@workcraft/domain/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import { leads, pageViewsDaily } from "../database/schema";
import { CHECKOUT_RATE_UNMEASURED, NO_VIEWS_UNMEASURED } from "../experiments/pageTraffic";
import { signedInPerson } from "../testing/studioCalls";
import { useStudioExperimentsApi } from "../testing/studioExperimentsApi";
import { testDatabases } from "../testing/testDatabases";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC day `days` before today: 0 is today, still being counted. */
const daysAgo = (days: number) => utcDayOf(Date.now() - days * DAY_MS);
/** Noon UTC of that day. */
const noonOf = (days: number) => new Date(`${daysAgo(days)}T12:00:00Z`);

describe.each(testDatabases)("a page's traffic for an experiment's plan on $name", ({ open }) => {
  const { api, call, ok } = useStudioExperimentsApi(open, "experiments/");

  beforeEach(async () => {
    await api.database.db.delete(pageViewsDaily);
    await api.database.db.delete(leads);
  });

  const lead = (formName: string, page: string | null, days: number) => ({
    formName,
    data: { email: "ada@example.com" },
    page,
    createdAt: noonOf(days),
  });

  it("refuses a call without a session (401) and an editor's (403)", async () => {
    const body = { path: "/pricing", goal: { kind: "lead" } };
    expect((await call("page-traffic", body)).status).toBe(401);
    const { headers } = await signedInPerson(api.database, "editor");
    expect((await call("page-traffic", body, headers)).status).toBe(403);
  });

  it("refuses a body without a page's path or a goal, naming the field (400)", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    for (const [body, field] of [
      [{ path: "pricing", goal: { kind: "lead" } }, "path"],
      [{ goal: { kind: "lead" } }, "path"],
      [{ path: "/pricing" }, "goal"],
      [{ path: "/pricing", goal: { kind: "visit" } }, "goal.kind"],
      [{ path: "/pricing", goal: { kind: "lead", formName: "nope" } }, "goal.formName"],
      [{ path: `/${"a".repeat(300)}`, goal: { kind: "lead" } }, "path"],
    ] as const) {
      const answer = await call("page-traffic", body, headers);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error?.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const extra = await call(
      "page-traffic",
      { path: "/pricing", goal: { kind: "lead" }, days: 7 },
      headers,
    );
    expect(extra.status).toBe(400);
  });

  it("says no views were counted yet for a page without any", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const traffic = await ok<PageTraffic>(
      "page-traffic",
      { path: "/pricing", goal: { kind: "lead" } },
      headers,
    );
    expect(traffic).toEqual({
      path: "/pricing",
      ...pageTrafficDays(new Date()),
      views: 0,
      daysCounted: 0,
      viewsPerDay: null,
      conversions: { measured: false, reason: NO_VIEWS_UNMEASURED },
    });
  });

  it("measures views a day over the complete days counted, and the leads from the page on them", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    await api.database.db.insert(pageViewsDaily).values([
      { path: "/pricing", day: daysAgo(1), views: 400 },
      { path: "/pricing", day: daysAgo(3), views: 424 },
      // Today is not complete, and 29 days ago is out of the four weeks.
      { path: "/pricing", day: daysAgo(0), views: 999 },
      { path: "/pricing", day: daysAgo(29), views: 1000 },
      { path: "/", day: daysAgo(1), views: 5000 },
    ]);
    await api.database.db.insert(leads).values([
      lead("contact", "/pricing", 1),
      lead("contact", "/pricing", 1),
      lead("enterprise-demo", "/pricing", 3),
      // Not from the page, not on a day counted, or not in the days.
      lead("contact", "/", 1),
      lead("contact", null, 1),
      lead("contact", "/pricing", 2),
      lead("contact", "/pricing", 0),
      lead("contact", "/pricing", 29),
    ]);

    const anyForm = await ok<PageTraffic>(
      "page-traffic",
      { path: "/pricing", goal: { kind: "lead" } },
      headers,
    );
    expect(anyForm).toMatchObject({
      views: 824,
      daysCounted: 2,
      viewsPerDay: 412,
      conversions: { measured: true, leads: 3, rate: 3 / 824 },
    });

    const oneForm = await ok<PageTraffic>(
      "page-traffic",
      { path: "/pricing", goal: { kind: "lead", formName: "contact" } },
      headers,
    );
    expect(oneForm.conversions).toEqual({ measured: true, leads: 2, rate: 2 / 824 });

    const checkout = await ok<PageTraffic>(
      "page-traffic",
      { path: "/pricing", goal: { kind: "checkout" } },
      headers,
    );
    expect(checkout).toMatchObject({
      views: 824,
      viewsPerDay: 412,
      conversions: { measured: false, reason: CHECKOUT_RATE_UNMEASURED },
    });
  });
});
