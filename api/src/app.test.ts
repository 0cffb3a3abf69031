import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./apiError";
import { createApi, respondWithApiError } from "./app";
import type { DatabaseHandle } from "./database";
import { listen } from "./testing/listen";
import { testDatabases } from "./testing/testDatabases";

describe.each(testDatabases)("the API over HTTP on $name", ({ name, open }) => {
  let database: DatabaseHandle;
  let base: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    database = await open();
    // Mounted the way the site's server mounts it, beside routes that show how errors surface.
    const failing = new Hono().basePath("/api/v2/test");
    failing.onError(respondWithApiError);
    failing.post("/fails-on-purpose", () => {
      throw new ApiError(422, "invalid_order", "The order has no apps.", {
        apps: ["Add an app."],
      });
    });
    failing.post("/crashes", () => {
      throw new Error("secret internal detail");
    });
    ({ base, stop } = await listen(
      new Hono().route("/", failing).route("/", createApi({ database })),
    ));
  });

  afterAll(async () => {
    await stop();
    await database.close();
  });

  it("reports its health and which database answers", async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    // A load balancer must see this copy's state now, never a cache's.
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ data: { status: "ok", database: name } });
  });

  it("answers an unknown path with a JSON 404 that names it", async () => {
    const getResponse = await fetch(`${base}/app-store`);
    expect(getResponse.status).toBe(404);
    const response = await fetch(`${base}/no/such-endpoint`, { method: "POST", body: "{}" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: {
        code: "not_found",
        message: "There is no API endpoint POST /api/v2/no/such-endpoint.",
      },
    });
  });

  it("passes a deliberate error's status, code, message and fields to the caller", async () => {
    const response = await fetch(`${base}/test/fails-on-purpose`, { method: "POST" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_order",
        message: "The order has no apps.",
        fields: { apps: ["Add an app."] },
      },
    });
  });

  it("hides an unexpected error's details behind a readable 500", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = await fetch(`${base}/test/crashes`, { method: "POST" });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain("secret internal detail");
      expect(JSON.parse(text)).toEqual({
        error: { code: "internal", message: "Something went wrong on our side. Please try again." },
      });
    } finally {
      console.error = original;
    }
  });
});

describe("the health check when the database is gone", () => {
  it("answers 503 with a readable message", async () => {
    const database = await testDatabases[0]!.open();
    const { base, stop } = await listen(new Hono().route("/", createApi({ database })));
    await database.close();
    const original = console.error;
    console.error = () => {};
    try {
      const response = await fetch(`${base}/health`);
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        error: { code: "database_unavailable", message: "The database is not answering." },
      });
    } finally {
      console.error = original;
      await stop();
    }
  });
});
