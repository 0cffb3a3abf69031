import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { forceHttpsFromEnvironment, redirectToHttps } from "./httpsRedirect";

function siteBehind(hops: number) {
  const app = new Hono();
  app.use(redirectToHttps({ trustedProxyHops: hops, except: ["/api/v2/health"] }));
  app.all("*", (c) => c.text("served"));
  return async (
    path: string,
    { proto, method = "GET" }: { proto?: string; method?: string } = {},
  ) => {
    const answer = await app.request(`http://www.workcraft.example:8080${path}`, {
      method,
      headers: proto === undefined ? {} : { "x-forwarded-proto": proto },
    });
    return { status: answer.status, location: answer.headers.get("location") };
  };
}

describe("the HTTPS redirect", () => {
  it("moves plain HTTP to the same address on HTTPS: 301 for reads, 308 for writes", async () => {
    const request = siteBehind(1);
    expect(await request("/company?a=1", { proto: "http" })).toEqual({
      status: 301,
      location: "https://www.workcraft.example/company?a=1",
    });
    expect(await request("/", { proto: "http", method: "HEAD" })).toMatchObject({ status: 301 });
    expect(await request("/api/v2/roadmap/vote", { proto: "http", method: "POST" })).toEqual({
      status: 308,
      location: "https://www.workcraft.example/api/v2/roadmap/vote",
    });
    // Not through the proxy: the socket is plain HTTP.
    expect(await request("/company")).toMatchObject({ status: 301 });
  });

  it("serves what the trusted proxy says came over HTTPS", async () => {
    expect(await siteBehind(1)("/company", { proto: "https" })).toEqual({
      status: 200,
      location: null,
    });
    expect(await siteBehind(1)("/company", { proto: "HTTPS" })).toMatchObject({ status: 200 });
    expect(await siteBehind(2)("/company", { proto: "https, http" })).toMatchObject({
      status: 200,
    });
  });

  it("believes no protocol the client wrote itself", async () => {
    // The client wrote https; the one trusted proxy appended http.
    expect(await siteBehind(1)("/company", { proto: "https, http" })).toMatchObject({
      status: 301,
    });
    // Two proxies trusted, one entry: the request did not come through both.
    expect(await siteBehind(2)("/company", { proto: "https" })).toMatchObject({ status: 301 });
  });

  it("answers the health check over plain HTTP", async () => {
    expect(await siteBehind(1)("/api/v2/health", { proto: "http" })).toEqual({
      status: 200,
      location: null,
    });
  });
});

describe("FORCE_HTTPS", () => {
  it("is off unless set to 1, and needs a trusted proxy to be on", () => {
    expect(forceHttpsFromEnvironment({}, 0)).toBe(false);
    expect(forceHttpsFromEnvironment({ FORCE_HTTPS: "0" }, 1)).toBe(false);
    expect(forceHttpsFromEnvironment({ FORCE_HTTPS: "1" }, 1)).toBe(true);
    expect(forceHttpsFromEnvironment({ FORCE_HTTPS: "true" }, 2)).toBe(true);
    expect(() => forceHttpsFromEnvironment({ FORCE_HTTPS: "1" }, 0)).toThrow(
      /FORCE_HTTPS=1 needs TRUSTED_PROXY_HOPS of 1 or more/u,
    );
    expect(() => forceHttpsFromEnvironment({ FORCE_HTTPS: "yes" }, 1)).toThrow(
      'FORCE_HTTPS must be 1 (on) or 0 (off), not "yes".',
    );
  });
});
