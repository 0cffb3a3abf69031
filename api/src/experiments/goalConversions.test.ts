import { assignArm, createId, VISITOR_COOKIE, type ExperimentGoal } from "@workcraft/domain/rules";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  experimentBlockEvents,
  experimentVisitors,
  experiments,
  leads,
  rateLimitCounters,
} from "../database/schema";
import { addStudioPerson } from "../studio/studioPeople";
import { useServedApi } from "../testing/servedApi";
import { BROWSER_USER_AGENT, insertExperiment } from "../testing/testExperiments";
import { testDatabases } from "../testing/testDatabases";
import { countBlockEvents, countExposure, experimentCounts } from "./experimentCounts";
import { countGoal } from "./goalConversions";

describe.each(testDatabases)("the goal calls and experiments on $name", ({ open }) => {
  const api = useServedApi(open);
  let personId = "";

  beforeAll(async () => {
    personId = (
      await addStudioPerson(
        api.database.db,
        { email: `goals-${createId()}@example.com`, name: null, role: "publisher" },
        null,
      )
    ).id;
  });
  beforeEach(async () => {
    await api.database.db.delete(leads);
    await api.database.db.delete(rateLimitCounters);
    await api.database.db.delete(experimentBlockEvents);
    await api.database.db.delete(experimentVisitors);
    await api.database.db.delete(experiments);
  });

  const running = (goal: ExperimentGoal, path?: string) =>
    insertExperiment(api.database.db, personId, { goal, ...(path ? { path } : {}) });
  const sendLead = (formName: string, headers: Record<string, string>) =>
    fetch(`${api.base}/form-capture/send`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER_USER_AGENT, ...headers },
      body: JSON.stringify({ formName, data: { email: "ada@example.com" } }),
    });

  it("records in a lead the experiments its visitor was in, their arm and the blocks they saw, and counts the conversion once", async () => {
    const experimentId = await running({ kind: "lead" }, "/pricing");
    const visitor = createId();
    const arm = assignArm(experimentId, visitor, [1, 1]);
    await countExposure(api.database.db, { experimentId, visitorId: visitor, arm });
    await countBlockEvents(api.database.db, experimentId, visitor, [
      { block: 2, kind: "seen" },
      { block: 0, kind: "seen" },
      { block: 2, kind: "clicked" },
    ]);
    const cookie = `${VISITOR_COOKIE}=${visitor}`;
    expect((await sendLead("contact", { cookie })).status).toBe(200);
    expect((await sendLead("enterprise-demo", { cookie })).status).toBe(200);

    const stored = await api.database.db.select().from(leads).orderBy(leads.id);
    const recorded = [{ experimentId, path: "/pricing", arm, blocksSeen: [0, 2] }];
    expect(stored.map((lead) => lead.experiments)).toEqual([recorded, recorded]);
    const counts = await experimentCounts(api.database.db, experimentId, 2);
    expect(counts.arms[arm]).toEqual({ visitors: 1, conversions: 1 });
  });

  it("keeps a lead whose visitor is not counted, with no experiment and no conversion", async () => {
    const experimentId = await running({ kind: "lead" });
    const visitor = createId();
    await countExposure(api.database.db, { experimentId, visitorId: visitor, arm: 0 });
    const response = await sendLead("contact", {
      cookie: `${VISITOR_COOKIE}=${visitor}`,
      "sec-gpc": "1",
    });
    expect(response.status).toBe(200);
    const [lead] = await api.database.db.select().from(leads);
    expect(lead?.experiments).toBeNull();
    const [row] = await api.database.db
      .select()
      .from(experimentVisitors)
      .where(eq(experimentVisitors.visitorId, visitor));
    expect(row?.convertedAt).toBeNull();
    // And a lead with no cookie at all is kept too.
    expect((await sendLead("contact", {})).status).toBe(200);
    expect(await api.database.db.select().from(leads)).toHaveLength(2);
  });

  it("counts a completed checkout for a checkout experiment, once however often it is called", async () => {
    const checkout = await running({ kind: "checkout" });
    const lead = await running({ kind: "lead" });
    const visitor = createId();
    for (const experimentId of [checkout, lead])
      await countExposure(api.database.db, { experimentId, visitorId: visitor, arm: 1 });
    const app = new Hono().post("/done", async (c) => {
      await countGoal(api.database.db, c, { kind: "checkout" });
      return c.text("ok");
    });
    for (let call = 0; call < 3; call += 1) {
      const response = await app.request("/done", {
        method: "POST",
        headers: { cookie: `${VISITOR_COOKIE}=${visitor}`, "user-agent": BROWSER_USER_AGENT },
      });
      expect(response.status).toBe(200);
    }
    expect((await experimentCounts(api.database.db, checkout, 2)).arms[1]).toEqual({
      visitors: 1,
      conversions: 1,
    });
    expect((await experimentCounts(api.database.db, lead, 2)).arms[1]).toEqual({
      visitors: 1,
      conversions: 0,
    });
  });
});
