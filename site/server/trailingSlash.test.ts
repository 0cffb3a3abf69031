import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { removeTrailingSlash } from "./trailingSlash";

const app = new Hono();
app.use(removeTrailingSlash({ except: "/api/v2/" }));
app.all("*", (c) => c.text(`${c.req.method} ${c.req.path}`));

const locationOf = async (path: string, method = "GET") => {
  const answer = await app.request(path, { method });
  return { status: answer.status, location: answer.headers.get("location") };
};

describe("addresses with a trailing slash", () => {
  it("move to the address without it, query kept", async () => {
    expect(await locationOf("/company/")).toEqual({ status: 301, location: "/company" });
    expect(await locationOf("/company/?a=1&b=%20")).toEqual({
      status: 301,
      location: "/company?a=1&b=%20",
    });
    expect(await locationOf("/company/support//")).toEqual({
      status: 301,
      location: "/company/support",
    });
    expect(await locationOf("/company/", "HEAD")).toEqual({ status: 301, location: "/company" });
  });

  it("stay on this site whatever the leading slashes", async () => {
    for (const [path, location] of [
      ["//evil.example/", "/evil.example"],
      ["///evil.example//?next=1", "/evil.example?next=1"],
      ["//", "/"],
      ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
      ["/caf%C3%A9/", "/caf%C3%A9"],
    ]) {
      const answer = await locationOf(path!);
      expect(answer, path).toEqual({ status: 301, location });
      expect(new URL(answer.location!, "https://workcraft.example").host, path).toBe(
        "workcraft.example",
      );
    }
  });

  it("leave the home page, addresses without one, other methods and the API alone", async () => {
    expect(await locationOf("/")).toEqual({ status: 200, location: null });
    expect(await locationOf("/company")).toEqual({ status: 200, location: null });
    expect(await locationOf("/company/", "POST")).toEqual({ status: 200, location: null });
    expect(await locationOf("/api/v2/health/")).toEqual({ status: 200, location: null });
    expect(await locationOf("/api/v2/")).toEqual({ status: 200, location: null });
  });
});
