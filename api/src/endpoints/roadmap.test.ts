import { createId, INITIAL_ROADMAP_VOTE_COUNTS, START_VOTES } from "@workcraft/domain/rules";
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimitCounters, roadmapVotes } from "../database/schema";
import { useServedApi } from "../testing/servedApi";
import { VOTE_LIMIT } from "./roadmap";
import { testDatabases } from "../testing/testDatabases";

type Records = Record<string, { votes: number; wasVoted: boolean }>;

describe.each(testDatabases)("the roadmap's votes on $name", ({ open }) => {
  const api = useServedApi(open);

  beforeEach(async () => {
    await api.database.db.delete(roadmapVotes);
    await api.database.db.delete(rateLimitCounters);
  });

  const call = (path: string, body: unknown, visitor?: string) =>
    fetch(`${api.base}/roadmap/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(visitor ? { "x-visitor-id": visitor } : {}),
      },
      body: JSON.stringify(body),
    });
  const list = async (visitor?: string) =>
    ((await (await call("list", {}, visitor)).json()) as { data: Records }).data;

  it("starts every app at the spec's counts, the store's coming-soon apps at none, voted by nobody", async () => {
    const records = await list(createId());
    expect(Object.keys(records).sort()).toEqual(Object.keys(START_VOTES).sort());
    expect(records.eSignature).toEqual({ votes: 250, wasVoted: false });
    expect(records.employees).toEqual({ votes: 120, wasVoted: false });
    expect(records["sms-marketing"]).toEqual({ votes: 0, wasVoted: false });
  });

  it("counts one vote per visitor, says so on a second, and tells each visitor their own", async () => {
    const ada = createId();
    const first = await call("vote", { key: "recruitment" }, ada);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { key: "recruitment", counted: true, votes: 69 } });
    const again = await call("vote", { key: "recruitment" }, ada);
    expect(await again.json()).toEqual({
      data: { key: "recruitment", counted: false, votes: 69 },
    });
    expect((await list(ada)).recruitment).toEqual({ votes: 69, wasVoted: true });
    expect((await list(createId())).recruitment).toEqual({ votes: 69, wasVoted: false });
    expect((await list()).recruitment).toEqual({ votes: 69, wasVoted: false });
  });

  it("names visitors by 10-character ids, and still by the UUID a browser kept from before", async () => {
    const visitor = createId();
    expect(visitor).toMatch(/^[0-9A-Za-z]{10}$/u);
    expect((await call("vote", { key: "employees" }, visitor)).status).toBe(200);
    expect((await list(visitor)).employees).toEqual({ votes: 121, wasVoted: true });

    // A visitor who voted before ids were 10 characters: their vote is still theirs.
    const earlier = randomUUID();
    expect((await call("vote", { key: "recruitment" }, earlier)).status).toBe(200);
    expect((await list(earlier)).recruitment).toEqual({ votes: 69, wasVoted: true });
    const again = await call("vote", { key: "recruitment" }, earlier);
    expect(await again.json()).toEqual({ data: { key: "recruitment", counted: false, votes: 69 } });
  });

  it("keeps one vote when the same visitor's votes arrive at once", async () => {
    const visitor = createId();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call("vote", { key: "e-learning" }, visitor)),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      data: { counted: boolean };
    }>;
    expect(bodies.filter((body) => body.data.counted)).toHaveLength(1);
    expect((await list(visitor))["e-learning"]).toEqual({ votes: 169, wasVoted: true });
  });

  it("counts every vote of many visitors voting for one app at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("vote", { key: "recruitment" }, createId())),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      data: { counted: boolean; votes: number };
    }>;
    expect(bodies.every((body) => body.data.counted)).toBe(true);
    // Each answer counts its own vote and those committed before it read the count: 69 to 88.
    const counts = bodies.map((body) => body.data.votes);
    expect(Math.max(...counts)).toBe(88);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(69);
    expect((await list()).recruitment).toEqual({ votes: 88, wasVoted: false });
  });

  it("answers a vote with the app's count as the list gives it, whatever the other apps' votes", async () => {
    // Votes for every app, by several visitors, so that each app's count differs from the others'.
    const keys = Object.keys(INITIAL_ROADMAP_VOTE_COUNTS);
    for (const [index, key] of keys.entries()) {
      for (let vote = 0; vote <= index; vote += 1) {
        expect((await call("vote", { key }, createId())).status).toBe(200);
      }
    }
    // The address's limit is counted afresh: the votes above nearly filled it.
    await api.database.db.delete(rateLimitCounters);
    const visitor = createId();
    for (const key of keys) {
      const answer = (await (await call("vote", { key }, visitor)).json()) as {
        data: { votes: number };
      };
      expect(answer.data.votes).toBe((await list())[key]!.votes);
      const again = (await (await call("vote", { key }, visitor)).json()) as {
        data: { counted: boolean; votes: number };
      };
      expect(again.data).toEqual({ key, counted: false, votes: answer.data.votes });
    }
  });

  it("refuses a vote without a visitor id, or for an app the roadmap lacks", async () => {
    const anonymous = await call("vote", { key: "recruitment" });
    expect(anonymous.status).toBe(400);
    const { error } = (await anonymous.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields["X-Visitor-Id"]).toEqual([
      "Send the visitor's id, as the site made it, in X-Visitor-Id",
    ]);
    expect((await call("vote", { key: "recruitment" }, "not-an-id")).status).toBe(400);
    const unknown = await call("vote", { key: "time-travel" }, createId());
    expect(unknown.status).toBe(400);
    const unknownError = (await unknown.json()) as { error: { fields: Record<string, string[]> } };
    expect(unknownError.error.fields.key).toEqual(["Choose an app of the roadmap"]);
    expect(await api.database.db.select().from(roadmapVotes)).toEqual([]);
  });

  it("limits the votes one address casts", async () => {
    for (let sent = 0; sent < VOTE_LIMIT.max; sent += 1) {
      expect((await call("vote", { key: "employees" }, createId())).status).toBe(200);
    }
    const refused = await call("vote", { key: "employees" }, createId());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/u);
    expect((await list()).employees!.votes).toBe(120 + VOTE_LIMIT.max);
  });
});
