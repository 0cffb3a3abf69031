import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createRequestId, requestLog, type RequestLogLine } from "./requestLog";

function loggedApp() {
  const lines: RequestLogLine[] = [];
  const app = new Hono();
  app.use(requestLog((line) => lines.push(JSON.parse(line) as RequestLogLine)));
  app.get("/page", (c) => c.text("hello"));
  app.post("/fails", (c) => c.json({ error: { code: "nope", message: "No." } }, 422));
  return { app, lines };
}

describe("the request log", () => {
  it("writes one JSON line per request with its id, method, path, status and time", async () => {
    const { app, lines } = loggedApp();
    const page = await app.request("/page");
    const failed = await app.request("/fails", { method: "POST" });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/page", status: 200 });
    expect(lines[1]).toMatchObject({ method: "POST", path: "/fails", status: 422 });
    expect(lines[0]!.ms).toBeGreaterThanOrEqual(0);
    expect(page.headers.get("x-request-id")).toBe(lines[0]!.requestId);
    expect(failed.headers.get("x-request-id")).toBe(lines[1]!.requestId);
    expect(lines[0]!.requestId).not.toBe(lines[1]!.requestId);
    // A new id has 10 letters and digits, as every id the product makes.
    expect(lines[0]!.requestId).toMatch(/^[0-9A-Za-z]{10}$/u);
  });

  it("keeps a caller's sane request id and replaces one that is not", async () => {
    const { app, lines } = loggedApp();
    await app.request("/page", { headers: { "x-request-id": "edge-1234.abc" } });
    await app.request("/page", { headers: { "x-request-id": `bad id "${"x".repeat(80)}"` } });
    expect(lines[0]!.requestId).toBe("edge-1234.abc");
    expect(lines[1]!.requestId).not.toContain("bad");
  });

  it("makes ids that differ from every other one of the process, in the same 10 characters", () => {
    const ids = Array.from({ length: 5000 }, () => createRequestId());
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{10}$/u);
    expect(new Set(ids).size).toBe(ids.length);
    // The process's part stays; the request's number counts on.
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBe(1);
    expect(ids[1]!.slice(4) > ids[0]!.slice(4)).toBe(true);
  });
});
