import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { respondWithApiError } from "../app";
import type { DatabaseHandle } from "../database";
import { testDatabases } from "../testing/testDatabases";
import { takeFromLimit } from "./rateLimit";

describe.each(testDatabases)("a rate limit on $name", ({ open }) => {
  let database: DatabaseHandle;
  const now = { at: new Date("2026-11-23T10:00:05Z") };

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  function limitedApp(key: string) {
    const app = new Hono();
    app.onError(respondWithApiError);
    app.post("/", async (c) => {
      await takeFromLimit(database.db, c, key, { max: 2, windowSeconds: 60 }, now.at);
      return c.json({ data: "ok" });
    });
    return app;
  }

  it("takes `max` requests in a window, refuses the next until the window ends", async () => {
    const app = limitedApp("test:window");
    expect((await app.request("/", { method: "POST" })).status).toBe(200);
    now.at = new Date("2026-11-23T10:00:10Z");
    expect((await app.request("/", { method: "POST" })).status).toBe(200);
    const refused = await app.request("/", { method: "POST" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("55");
    now.at = new Date("2026-11-23T10:01:04Z");
    expect((await app.request("/", { method: "POST" })).status).toBe(429);
    now.at = new Date("2026-11-23T10:01:05Z");
    expect((await app.request("/", { method: "POST" })).status).toBe(200);
  });

  it("starts a window at the first request, so no burst fits across a minute's edge", async () => {
    const app = limitedApp("test:edge");
    now.at = new Date("2026-11-23T10:05:59.900Z");
    expect((await app.request("/", { method: "POST" })).status).toBe(200);
    expect((await app.request("/", { method: "POST" })).status).toBe(200);
    now.at = new Date("2026-11-23T10:06:00.100Z");
    const refused = await app.request("/", { method: "POST" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
  });

  it("counts each key on its own, and counts requests that arrive at once", async () => {
    now.at = new Date("2026-11-23T11:00:00Z");
    const app = limitedApp("test:burst");
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => app.request("/", { method: "POST" })),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect((await limitedApp("test:other").request("/", { method: "POST" })).status).toBe(200);
  });
});
