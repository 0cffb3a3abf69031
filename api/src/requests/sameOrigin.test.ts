import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { respondWithApiError } from "../app";
import { sameOrigin } from "./sameOrigin";

/** An app answering 200 to whatever passes the check, behind `hops` trusted proxies. */
function appBehind(hops: number) {
  const app = new Hono();
  app.onError(respondWithApiError);
  app.use(sameOrigin(hops));
  app.post("/write", (c) => c.text("written"));
  return app;
}

const write = (app: Hono, origin: string, forwardedProto?: string) =>
  app.request("http://shop.example/write", {
    method: "POST",
    headers: { origin, ...(forwardedProto ? { "x-forwarded-proto": forwardedProto } : {}) },
  });

describe("the same-origin check", () => {
  it("compares the scheme as well as the host", async () => {
    const app = appBehind(0);
    expect((await write(app, "http://shop.example")).status).toBe(200);
    expect((await write(app, "https://shop.example")).status).toBe(403);
    expect((await write(app, "http://shop.example:8080")).status).toBe(403);
  });

  it("takes the scheme the trusted proxy saw, and only its", async () => {
    const app = appBehind(1);
    expect((await write(app, "https://shop.example", "https")).status).toBe(200);
    expect((await write(app, "http://shop.example", "https")).status).toBe(403);
    expect((await write(app, "https://shop.example", "http")).status).toBe(403);
    // What a client wrote before the proxy's own entry is not believed.
    expect((await write(app, "https://shop.example", "https, http")).status).toBe(403);
  });
});
