import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database";
import { experimentBlockEvents, experimentVisitors } from "../database/schema";
import { addStudioPerson } from "../studio/studioPeople";
import { insertExperiment } from "../testing/testExperiments";
import { testDatabases } from "../testing/testDatabases";
import {
  countBlockEvents,
  countConversion,
  countExposure,
  experimentCounts,
} from "./experimentCounts";

describe.each(testDatabases)("an experiment's counts on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let personId: string;

  beforeAll(async () => {
    handle = await open();
    const person = await addStudioPerson(
      handle.db,
      { email: "publisher@example.com", name: "Pat", role: "publisher" },
      null,
    );
    personId = person.id;
  });
  afterAll(async () => handle.close());

  /** A new experiment on `path`, with a 50/50 split unless told, running unless told. */
  const newExperiment = (options: Parameters<typeof insertExperiment>[2] = {}) =>
    insertExperiment(handle.db, personId, options);

  it("counts a visitor once, in the arm they got, however many times and copies report them at once", async () => {
    const id = await newExperiment();
    const first = await Promise.all(
      Array.from({ length: 8 }, () =>
        countExposure(handle.db, { experimentId: id, visitorId: "visitor0001", arm: 1 }),
      ),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    // A later report of another arm (a changed split would be a new experiment) changes nothing.
    expect(
      await countExposure(handle.db, { experimentId: id, visitorId: "visitor0001", arm: 0 }),
    ).toBe(false);
    expect(
      await countExposure(handle.db, { experimentId: id, visitorId: "visitor0002", arm: 0 }),
    ).toBe(true);
    const counts = await experimentCounts(handle.db, id, 2);
    expect(counts.arms).toEqual([
      { visitors: 1, conversions: 0 },
      { visitors: 1, conversions: 0 },
    ]);
    expect(counts.days).toHaveLength(1);
    expect(counts.days[0]?.visitors).toEqual([1, 1]);
  });

  it("counts nothing for an experiment not running, or an arm it does not have", async () => {
    const draft = await newExperiment({ status: "draft" });
    const ended = await newExperiment({ status: "ended" });
    const running = await newExperiment();
    expect(
      await countExposure(handle.db, { experimentId: draft, visitorId: "visitor0003", arm: 0 }),
    ).toBe(false);
    expect(
      await countExposure(handle.db, { experimentId: ended, visitorId: "visitor0003", arm: 0 }),
    ).toBe(false);
    expect(
      await countExposure(handle.db, { experimentId: running, visitorId: "visitor0003", arm: 2 }),
    ).toBe(false);
    expect(
      await countExposure(handle.db, { experimentId: running, visitorId: "visitor0003", arm: -1 }),
    ).toBe(false);
    expect(
      await countExposure(handle.db, {
        experimentId: "no-such-id",
        visitorId: "visitor0003",
        arm: 0,
      }),
    ).toBe(false);
    const rows = await handle.db
      .select()
      .from(experimentVisitors)
      .where(eq(experimentVisitors.visitorId, "visitor0003"));
    expect(rows).toEqual([]);
  });

  it("counts a visitor's first conversion that meets the goal, in every running experiment that counted them", async () => {
    const anyLead = await newExperiment();
    const demoOnly = await newExperiment({ goal: { kind: "lead", formName: "enterprise-demo" } });
    const checkout = await newExperiment({ goal: { kind: "checkout" } });
    const notSeen = await newExperiment();
    for (const experimentId of [anyLead, demoOnly, checkout])
      await countExposure(handle.db, { experimentId, visitorId: "visitor0004", arm: 1 });

    const contact = await countConversion(handle.db, "visitor0004", {
      kind: "lead",
      formName: "contact",
    });
    expect(contact).toEqual([{ experimentId: anyLead, arm: 1 }]);
    // The same lead again, or two at once: nothing more.
    const again = await Promise.all([
      countConversion(handle.db, "visitor0004", { kind: "lead", formName: "contact" }),
      countConversion(handle.db, "visitor0004", { kind: "lead", formName: "contact" }),
    ]);
    expect(again.flat()).toEqual([]);
    expect(
      await countConversion(handle.db, "visitor0004", {
        kind: "lead",
        formName: "enterprise-demo",
      }),
    ).toEqual([{ experimentId: demoOnly, arm: 1 }]);
    expect(await countConversion(handle.db, "visitor0004", { kind: "checkout" })).toEqual([
      { experimentId: checkout, arm: 1 },
    ]);
    // A visitor never counted converts nowhere.
    expect(await countConversion(handle.db, "visitor0005", { kind: "checkout" })).toEqual([]);
    expect((await experimentCounts(handle.db, notSeen, 2)).arms).toEqual([
      { visitors: 0, conversions: 0 },
      { visitors: 0, conversions: 0 },
    ]);
    expect((await experimentCounts(handle.db, anyLead, 2)).arms[1]).toEqual({
      visitors: 1,
      conversions: 1,
    });
  });

  it("counts each block a visitor saw or clicked once, and which of them visitors saw before converting", async () => {
    const id = await newExperiment();
    await countExposure(handle.db, { experimentId: id, visitorId: "visitor0006", arm: 1 });
    await countExposure(handle.db, { experimentId: id, visitorId: "visitor0007", arm: 1 });
    const seenTwice = [
      { block: 0, kind: "seen" },
      { block: 2, kind: "seen" },
      { block: 2, kind: "clicked" },
    ] as const;
    expect(await countBlockEvents(handle.db, id, "visitor0006", seenTwice)).toBe(3);
    // A reload, a second tab, a retried batch: nothing new.
    expect(await countBlockEvents(handle.db, id, "visitor0006", seenTwice)).toBe(0);
    expect(await countBlockEvents(handle.db, id, "visitor0007", [{ block: 0, kind: "seen" }])).toBe(
      1,
    );
    await countConversion(handle.db, "visitor0006", { kind: "lead", formName: "contact" });
    // Seen after the lead was sent: counted as seen, not as seen before converting.
    await handle.db.execute(sql`select pg_sleep(0.01)`);
    expect(await countBlockEvents(handle.db, id, "visitor0006", [{ block: 3, kind: "seen" }])).toBe(
      1,
    );
    // Someone the experiment did not count (no exposure): nothing.
    expect(await countBlockEvents(handle.db, id, "visitor0099", [{ block: 0, kind: "seen" }])).toBe(
      0,
    );

    const { blocks } = await experimentCounts(handle.db, id, 2);
    expect(blocks).toEqual([
      { arm: 1, block: 0, seen: 2, clicked: 0, convertedAfterSeeing: 1 },
      { arm: 1, block: 2, seen: 1, clicked: 1, convertedAfterSeeing: 1 },
      { arm: 1, block: 3, seen: 1, clicked: 0, convertedAfterSeeing: 0 },
    ]);
    const stored = await handle.db
      .select()
      .from(experimentBlockEvents)
      .where(eq(experimentBlockEvents.experimentId, id));
    expect(stored).toHaveLength(5);
  });

  it("keeps one running experiment a page", async () => {
    await newExperiment({ path: "/pricing" });
    await expect(newExperiment({ path: "/pricing" })).rejects.toThrow();
    await newExperiment({ path: "/pricing", status: "ended" });
  });
});
