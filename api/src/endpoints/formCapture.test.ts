import { LEAD_FORM_HONEYPOT_FIELD } from "@workcraft/domain/rules";
import { beforeEach, describe, expect, it } from "vitest";
import { leads, rateLimitCounters } from "../database/schema";
import { useServedApi } from "../testing/servedApi";
import { testDatabases } from "../testing/testDatabases";
import { LEAD_LIMITS } from "./formCapture";

describe.each(testDatabases)("sending a lead form on $name", ({ open }) => {
  const api = useServedApi(open);

  // Each test starts with no leads and no counted requests.
  beforeEach(async () => {
    await api.database.db.delete(leads);
    await api.database.db.delete(rateLimitCounters);
  });

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.base}/form-capture/send`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const storedLeads = () => api.database.db.select().from(leads);

  it("stores the lead with its form, data, page, user agent and time", async () => {
    const before = Date.now();
    const response = await send(
      { formName: "contact", data: { name: "Ada Byron", email: "ada@example.com" } },
      { referer: `${new URL(api.base).origin}/contact?from=menu`, "user-agent": "TestBrowser/1.0" },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { received: true } });
    const [lead, ...others] = await storedLeads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      formName: "contact",
      data: { name: "Ada Byron", email: "ada@example.com" },
      page: "/contact",
      userAgent: "TestBrowser/1.0",
    });
    expect(lead!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers a filled trap field like any lead, and stores nothing", async () => {
    const response = await send({
      formName: "contact",
      data: { email: "bot@example.com", [LEAD_FORM_HONEYPOT_FIELD]: "https://spam.example" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { received: true } });
    expect(await storedLeads()).toEqual([]);
  });

  it("refuses data that is not an object with the spec's message", async () => {
    for (const data of ["text", 42, null, ["a"], undefined]) {
      const response = await send({ formName: "contact", data });
      expect(response.status, JSON.stringify(data)).toBe(400);
      const { error } = (await response.json()) as {
        error: { fields: Record<string, string[]> };
      };
      expect(error.fields.data).toContain("sendMessage requires data to be an object");
    }
    expect(await storedLeads()).toEqual([]);
  });

  it("refuses a form the site does not have, naming its forms", async () => {
    const response = await send({ formName: "newsletter", data: {} });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields.formName?.[0]).toMatch(/^Unknown form; the site's forms are interest, /u);
    expect(await storedLeads()).toEqual([]);
  });

  it("refuses the leads of one address beyond its limit with 429 and Retry-After", async () => {
    const { max, windowSeconds } = LEAD_LIMITS.perAddress;
    for (let sent = 0; sent < max; sent += 1) {
      expect((await send({ formName: "interest", data: { n: sent } })).status).toBe(200);
    }
    const refused = await send({ formName: "interest", data: { n: max } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      "too_many_requests",
    );
    // Every lead that got a 2xx is stored; the refused one is not.
    expect(await storedLeads()).toHaveLength(max);
  });

  it("refuses every address once everyone's leads fill the global limit, storing nothing", async () => {
    const { max, windowSeconds } = LEAD_LIMITS.everyone;
    // The window of all leads is full: this minute, everyone has sent `max` already.
    await api.database.db
      .insert(rateLimitCounters)
      .values({ key: "lead:everyone", windowStart: new Date(), count: max });
    const refused = await send({ formName: "contact", data: { email: "late@example.com" } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await refused.json()).toEqual({
      error: {
        code: "too_many_requests",
        message: `Too many requests. Please try again in ${retryAfter} seconds.`,
      },
    });
    expect(await storedLeads()).toEqual([]);
    // One lead short of the limit, the same lead passes: the global limit refused it.
    await api.database.db.delete(rateLimitCounters);
    await api.database.db
      .insert(rateLimitCounters)
      .values({ key: "lead:everyone", windowStart: new Date(), count: max - 1 });
    const accepted = await send({ formName: "contact", data: { email: "late@example.com" } });
    expect(accepted.status).toBe(200);
    expect(await storedLeads()).toHaveLength(1);
  });
});
