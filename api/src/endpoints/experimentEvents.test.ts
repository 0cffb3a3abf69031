import {
  assignArm,
  createId,
  EXPERIMENTS_CONSENT_COOKIE,
  STUDIO_SESSION_COOKIE,
  VISITOR_COOKIE,
} from "@workcraft/domain/rules";
import { eq, like, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { experimentBlockEvents, experimentVisitors, rateLimitCounters } from "../database/schema";
import { addStudioPerson } from "../studio/studioPeople";
import { useServedApi } from "../testing/servedApi";
import { BROWSER_USER_AGENT, insertExperiment } from "../testing/testExperiments";
import { testDatabases } from "../testing/testDatabases";
import { EXPERIMENT_EVENTS_LIMIT } from "./experimentEvents";

describe.each(testDatabases)("a page's experiment events on $name", ({ open }) => {
  const api = useServedApi(open);
  let running = "";
  let ended = "";

  beforeAll(async () => {
    const person = await addStudioPerson(
      api.database.db,
      { email: `publisher-${createId()}@example.com`, name: null, role: "publisher" },
      null,
    );
    running = await insertExperiment(api.database.db, person.id);
    ended = await insertExperiment(api.database.db, person.id, { status: "ended" });
  });

  beforeEach(async () => {
    await api.database.db.delete(experimentBlockEvents);
    await api.database.db.delete(experimentVisitors);
    await api.database.db.delete(rateLimitCounters);
  });

  function send(
    body: unknown,
    {
      visitor,
      headers = {},
      cookies = [],
    }: { visitor?: string; headers?: Record<string, string>; cookies?: string[] } = {},
  ) {
    const cookie = [...(visitor ? [`${VISITOR_COOKIE}=${visitor}`] : []), ...cookies].join("; ");
    return fetch(`${api.base}/experiments/events`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": BROWSER_USER_AGENT,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  }
  const counted = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { counted: number } }).data.counted;
  };
  const seen = (...blocks: number[]) => blocks.map((block) => ({ block, kind: "seen" }));

  it("counts a visitor in the arm their id gives, and each block and kind once however often it is sent", async () => {
    const visitor = createId();
    const events = [...seen(0, 1), { block: 1, kind: "clicked" }];
    expect(await counted(await send({ experimentId: running, events }, { visitor }))).toBe(3);
    expect(await counted(await send({ experimentId: running, events }, { visitor }))).toBe(0);
    const [row] = await api.database.db
      .select()
      .from(experimentVisitors)
      .where(eq(experimentVisitors.visitorId, visitor));
    expect(row?.arm).toBe(assignArm(running, visitor, [1, 1]));
    expect(row?.experimentId).toBe(running);
  });

  it("counts a visitor whose page was shown, with no block yet, by a call naming no events", async () => {
    const visitor = createId();
    expect(await counted(await send({ experimentId: running, events: [] }, { visitor }))).toBe(0);
    const rows = await api.database.db
      .select()
      .from(experimentVisitors)
      .where(eq(experimentVisitors.visitorId, visitor));
    expect(rows.map((row) => row.arm)).toEqual([assignArm(running, visitor, [1, 1])]);
  });

  it.each([
    ["Global Privacy Control", { headers: { "sec-gpc": "1" } }],
    ["refused consent", { cookies: [`${EXPERIMENTS_CONSENT_COOKIE}=refused`] }],
    [
      "a crawler",
      {
        headers: {
          "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        },
      },
    ],
    ["no user agent", { headers: { "user-agent": "" } }],
    ["a Studio session", { cookies: [`${STUDIO_SESSION_COOKIE}=some-session`] }],
  ])("counts nothing of a visitor with %s", async (_what, options) => {
    const response = await send(
      { experimentId: running, events: seen(0) },
      { visitor: createId(), ...options },
    );
    expect(await counted(response)).toBe(0);
    expect(await api.database.db.select().from(experimentVisitors)).toEqual([]);
  });

  it("counts nothing without a visitor id the site gave, nor for an experiment that is not running", async () => {
    expect(await counted(await send({ experimentId: running, events: seen(0) }))).toBe(0);
    expect(
      await counted(
        await send({ experimentId: running, events: seen(0) }, { visitor: "not an id!" }),
      ),
    ).toBe(0);
    expect(
      await counted(await send({ experimentId: ended, events: seen(0) }, { visitor: createId() })),
    ).toBe(0);
    expect(
      await counted(
        await send({ experimentId: createId(), events: seen(0) }, { visitor: createId() }),
      ),
    ).toBe(0);
    expect(await api.database.db.select().from(experimentVisitors)).toEqual([]);
  });

  it.each([
    ["no experiment", { experimentId: undefined, events: seen(0) }, "experimentId"],
    ["an experiment id of another shape", { experimentId: "x", events: seen(0) }, "experimentId"],
    ["no list of events", { events: undefined }, "events"],
    ["a block below 0", { events: seen(-1) }, "events.0.block"],
    ["a block beyond 199", { events: seen(200) }, "events.0.block"],
    ["a block that is not whole", { events: [{ block: 1.5, kind: "seen" }] }, "events.0.block"],
    ["an event of another kind", { events: [{ block: 1, kind: "hovered" }] }, "events.0.kind"],
    [
      "more than 100 events",
      { events: seen(...Array.from({ length: 101 }, (_, index) => index)) },
      "events",
    ],
    ["a field the call does not know", { events: seen(0), arm: 1 }, ""],
  ])(
    "refuses %s with a 400 that names the field, and stores nothing",
    async (_what, body, field) => {
      const response = await send({ experimentId: running, ...body }, { visitor: createId() });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { message: string; fields: Record<string, string[]> };
      };
      expect(error.message).toBeTruthy();
      if (field) expect(Object.keys(error.fields)).toContain(field);
      expect(await api.database.db.select().from(experimentBlockEvents)).toEqual([]);
    },
  );

  it("refuses a body that is not JSON with a 400", async () => {
    const response = await fetch(`${api.base}/experiments/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER_USER_AGENT },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
  });

  it("limits the calls one address makes, and keeps what was counted before", async () => {
    const visitor = createId();
    expect(await counted(await send({ experimentId: running, events: seen(0) }, { visitor }))).toBe(
      1,
    );
    await api.database.db
      .update(rateLimitCounters)
      .set({ count: EXPERIMENT_EVENTS_LIMIT.max })
      .where(like(rateLimitCounters.key, "experiment-events:%"));
    const refused = await send({ experimentId: running, events: seen(1) }, { visitor });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/u);
    const stored = await api.database.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(experimentBlockEvents);
    expect(stored).toEqual([{ n: 1 }]);
  });
});
