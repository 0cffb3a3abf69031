import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiSettingsFromEnvironment } from "../settings/apiSettings";
import { listen } from "../testing/listen";
import { clientAddress, clientAddresses, trustedForwardedEntry } from "./clientAddress";

/** Asks a server behind `hops` proxies who it thinks the client is. */
async function addressSeen(hops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().basePath("/api/v2");
  app.use(clientAddresses(hops));
  app.get("/who", (c) => c.text(clientAddress(c)));
  const { base, stop } = await listen(app);
  try {
    const response = await fetch(`${base}/who`, {
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });
    return await response.text();
  } finally {
    await stop();
  }
}

describe("the client's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For claims", async () => {
    expect(await addressSeen(0, "203.0.113.7")).toBe("127.0.0.1");
  });

  it("is the address the outermost trusted proxy saw", async () => {
    // The client wrote 198.51.100.1 itself; the load balancer appended 203.0.113.7.
    expect(await addressSeen(1, "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen(2, "198.51.100.1, 203.0.113.7")).toBe("198.51.100.1");
  });

  it("is the socket's for a request that did not come through the proxies", async () => {
    expect(await addressSeen(1)).toBe("127.0.0.1");
    expect(await addressSeen(3, "203.0.113.7")).toBe("127.0.0.1");
  });

  it("trusts as many proxies as TRUSTED_PROXY_HOPS says, and refuses a wrong value", () => {
    expect(apiSettingsFromEnvironment({}).trustedProxyHops).toBe(0);
    expect(apiSettingsFromEnvironment({ TRUSTED_PROXY_HOPS: "2" }).trustedProxyHops).toBe(2);
    for (const value of ["-1", "one", "1.5", "11"]) {
      expect(() => apiSettingsFromEnvironment({ TRUSTED_PROXY_HOPS: value }), value).toThrow(
        `TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}".`,
      );
    }
  });
});

describe("the entry of a forwarding header a trusted proxy wrote", () => {
  it("is the one as many places from the right as there are trusted proxies", () => {
    expect(trustedForwardedEntry("https, http", 1)).toBe("http");
    expect(trustedForwardedEntry("https, http", 2)).toBe("https");
    expect(trustedForwardedEntry("https", 1)).toBe("https");
  });

  it("is none when no proxy is trusted or the request did not come through them all", () => {
    expect(trustedForwardedEntry("https", 0)).toBeUndefined();
    expect(trustedForwardedEntry(undefined, 1)).toBeUndefined();
    expect(trustedForwardedEntry("https", 2)).toBeUndefined();
    expect(trustedForwardedEntry(" , ", 1)).toBeUndefined();
  });
});
