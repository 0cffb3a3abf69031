import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiCallError, callApi, describeApiFailure } from "./apiClient";

/** A stand-in API whose answers each test sets: path → status, headers, body, delay. */
const answers = new Map<
  string,
  { status: number; body: unknown; headers?: Record<string, string>; delayMs?: number }
>();
const seen: {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const path = request.url!.replace("/api/v2/", "");
      seen.push({ path, headers: request.headers, body });
      const answer = answers.get(path) ?? {
        status: 404,
        body: { error: { code: "not_found", message: "No." } },
      };
      setTimeout(() => {
        response.writeHead(answer.status, {
          "content-type": "application/json",
          ...answer.headers,
        });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiCallError);
      return error as ApiCallError;
    },
  );

describe("the API client", () => {
  it("posts JSON to /api/v2/{path} and resolves to the answer's data", async () => {
    answers.set("app-store/get-app-by-slug", { status: 200, body: { data: { id: "deal-flow" } } });
    const data = await callApi(
      "app-store/get-app-by-slug",
      { slug: "deal-flow" },
      { origin, headers: { "X-Visitor-Id": "v" } },
    );
    expect(data).toEqual({ id: "deal-flow" });
    const request = seen.at(-1)!;
    expect(JSON.parse(request.body)).toEqual({ slug: "deal-flow" });
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["x-visitor-id"]).toBe("v");
  });

  it("sends the access token kept in local storage as X-Auth-Token", async () => {
    const store = new Map([["workcraft.accessToken", "secret-token"]]);
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
    };
    try {
      answers.set("ping", { status: 200, body: { data: null } });
      await callApi("ping", {}, { origin });
      expect(seen.at(-1)!.headers["x-auth-token"]).toBe("secret-token");
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it("rejects with the API's code, message, fields and wait", async () => {
    answers.set("otp/send", {
      status: 429,
      headers: { "retry-after": "42" },
      body: { error: { code: "too_many_requests", message: "Too many requests." } },
    });
    const limited = await failureOf(callApi("otp/send", {}, { origin }));
    expect(limited.failure).toEqual({
      kind: "http",
      status: 429,
      code: "too_many_requests",
      message: "Too many requests.",
      retryAfterSeconds: 42,
    });
    expect(describeApiFailure(limited)).toBe(
      "Too many tries. Please wait 42 seconds and try again.",
    );

    answers.set("project-checkout/verify", {
      status: 422,
      body: {
        error: {
          code: "order_invalid",
          message: "The order cannot be checked out as it is.",
          fields: { "data.workspaceName": ["Taken."] },
        },
      },
    });
    const invalid = await failureOf(callApi("project-checkout/verify", {}, { origin }));
    expect(invalid.code).toBe("order_invalid");
    expect(invalid.fields).toEqual({ "data.workspaceName": ["Taken."] });
    expect(describeApiFailure(invalid)).toBe("The order cannot be checked out as it is.");
  });

  it("says our side failed on a 5xx, even one that is not JSON", async () => {
    answers.set("broken", { status: 502, body: "<html>" });
    const broken = await failureOf(callApi("broken", {}, { origin }));
    expect(broken.failure).toMatchObject({ kind: "http", status: 502, code: "unknown" });
    expect(describeApiFailure(broken)).toBe("Something went wrong on our side. Please try again.");
  });

  it("gives up after 5000 ms and says the server took too long", async () => {
    answers.set("slow", { status: 200, body: { data: null }, delayMs: 6_000 });
    const started = Date.now();
    const slow = await failureOf(callApi("slow", {}, { origin }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(slow.failure).toEqual({ kind: "timeout" });
    expect(describeApiFailure(slow)).toMatch(/took too long/u);
  }, 10_000);

  it("says the server could not be reached when nothing listens", async () => {
    const offline = await failureOf(callApi("anything", {}, { origin: "http://127.0.0.1:9" }));
    expect(offline.failure).toEqual({ kind: "network" });
    expect(describeApiFailure(offline)).toMatch(/could not reach the server/u);
  });
});
