import type { LeadInboxPage } from "@workcraft/domain/schemas";
import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import {
  leads,
  rateLimitCounters,
  studioAuditLog,
  studioPeople,
  studioSessions,
} from "../database/schema";
import { LEAD_PAGE_SIZE } from "../leads/leadInbox";
import { DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

/** `GET studio/leads/export` with `query` (as written after the `?`) and `headers`. */
const exportLeads = (base: string, query = "", headers: Record<string, string> = {}) =>
  fetch(`${base}/studio/leads/export${query ? `?${query}` : ""}`, { headers });

/** The rows of a CSV export, its byte-order mark left out. */
const rowsOf = async (response: Response) =>
  parse(await response.text(), { bom: true, record_delimiter: "\r\n" }) as string[][];

describe.each(testDatabases)("the lead inbox in the Studio on $name", ({ open }) => {
  // No ADMIN_TOKEN: the Studio's inbox stands on the session alone.
  const api = useServedApi(open, DEFAULT_API_SETTINGS);

  beforeEach(async () => {
    const { db } = api.database;
    for (const table of [studioAuditLog, studioSessions, leads, rateLimitCounters]) {
      await db.delete(table);
    }
    await db.delete(studioPeople);
  });

  /** 60 leads, number `n` stored `n` minutes after the first; every third an `interest` lead. */
  async function storeSixtyLeads() {
    const start = Date.parse("2026-03-01T09:00:00.000Z");
    await api.database.db.insert(leads).values(
      Array.from({ length: 60 }, (_, n) => ({
        formName: n % 3 === 0 ? "interest" : "contact",
        page: n % 3 === 0 ? "/pricing" : "/contact",
        data: { email: `lead${n}@example.com`, n },
        createdAt: new Date(start + n * 60_000),
      })),
    );
  }

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, path, body, headers);

  it("lists the leads to a publisher and an admin, newest first, a page at a time, by form", async () => {
    await storeSixtyLeads();
    for (const role of ["publisher", "admin"] as const) {
      const { headers } = await signedInPerson(api.database, role);
      const first = await call("leads/list", {}, headers);
      expect(first.status, role).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      const page = first.body.data as LeadInboxPage;
      expect(page).toMatchObject({ page: 1, pageSize: LEAD_PAGE_SIZE, total: 60, hasMore: true });
      expect(page.items.map((lead) => lead.data.n)).toEqual(
        Array.from({ length: 50 }, (_, i) => 59 - i),
      );
      expect(page.items[0]).toEqual({
        id: expect.any(Number),
        createdAt: "2026-03-01T09:59:00.000Z",
        formName: "contact",
        page: "/contact",
        userAgent: null,
        data: { email: "lead59@example.com", n: 59 },
        experiments: null,
      });

      const second = (await call("leads/list", { page: 2 }, headers)).body.data as LeadInboxPage;
      expect(second).toMatchObject({ page: 2, total: 60, hasMore: false });
      expect(second.items.map((lead) => lead.data.n)).toEqual(
        Array.from({ length: 10 }, (_, i) => 9 - i),
      );

      const interest = (await call("leads/list", { formName: "interest" }, headers)).body
        .data as LeadInboxPage;
      expect(interest).toMatchObject({ total: 20, hasMore: false });
      expect(interest.items.every((lead) => lead.formName === "interest")).toBe(true);
    }
  });

  it("exports the leads as the admin token's inbox does, every form or one", async () => {
    await storeSixtyLeads();
    const { headers } = await signedInPerson(api.database, "publisher");
    const all = await exportLeads(api.base, "", headers);
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("content-disposition")).toMatch(
      /^attachment; filename="workcraft-leads-\d{4}-\d{2}-\d{2}\.csv"$/u,
    );
    expect(all.headers.get("cache-control")).toBe("no-store");
    const rows = await rowsOf(all);
    expect(rows[0]).toEqual(["id", "created_at", "form_name", "page", "user_agent", "email", "n"]);
    expect(rows.slice(1).map((row) => Number(row[6]))).toEqual(
      Array.from({ length: 60 }, (_, i) => 59 - i),
    );

    const interest = await exportLeads(api.base, "formName=interest", headers);
    expect(interest.status).toBe(200);
    expect(interest.headers.get("content-disposition")).toMatch(
      /filename="workcraft-leads-interest-\d{4}-\d{2}-\d{2}\.csv"$/u,
    );
    const interestRows = (await rowsOf(interest)).slice(1);
    expect(interestRows).toHaveLength(20);
    expect(interestRows.every((row) => row[2] === "interest" && row[3] === "/pricing")).toBe(true);
  });

  describe("refuses", () => {
    it("a caller without a session with 401, before reading the request", async () => {
      await storeSixtyLeads();
      for (const body of [{}, { page: 0 }, { broken: true }]) {
        const answer = await call("leads/list", body);
        expect(answer.status).toBe(401);
        expect(answer.body.error?.code).toBe("studio_sign_in_required");
      }
      for (const query of ["", "formName=contact", "formName=newsletter"]) {
        const answer = await exportLeads(api.base, query);
        expect(answer.status, query).toBe(401);
        expect(answer.headers.get("content-type")).toMatch(/^application\/json/u);
        expect(await answer.text()).not.toContain("lead");
      }
    });

    it("an editor with 403 naming the roles that may read the leads", async () => {
      await storeSixtyLeads();
      const { headers } = await signedInPerson(api.database, "editor");
      const message = "Reading the leads needs the publisher or admin role; you are an editor.";
      const listed = await call("leads/list", {}, headers);
      expect(listed.status).toBe(403);
      expect(listed.body.error).toEqual({ code: "studio_role_needed", message });
      const exported = await exportLeads(api.base, "formName=contact", headers);
      expect(exported.status).toBe(403);
      expect(await exported.json()).toEqual({ error: { code: "studio_role_needed", message } });
    });

    it("a bad request with 400 naming what is wrong: the body's fields, the address's parameters", async () => {
      const { headers } = await signedInPerson(api.database, "admin");
      const fieldsOf = async (body: unknown) => {
        const answer = await call("leads/list", body, headers);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        return answer.body.error!.fields!;
      };
      const query = async (text: string) => {
        const response = await exportLeads(api.base, text, headers);
        expect(response.status, text).toBe(400);
        const { error } = (await response.json()) as {
          error: { fields: Record<string, string[]> };
        };
        return error.fields;
      };
      for (const page of [0, -1, 1.5, "2", null]) {
        expect(Object.keys(await fieldsOf({ page }))).toEqual(["page"]);
      }
      expect(Object.keys(await fieldsOf({ pageSize: 5 }))).toEqual(["body"]);
      const form = await fieldsOf({ formName: "newsletter" });
      expect(form.formName?.[0]).toMatch(/^Choose one of the site's forms: interest, contact/u);

      expect((await query("formName=newsletter")).formName?.[0]).toMatch(
        /^Choose one of the site's forms/u,
      );
      // A form asked for twice is no one form.
      expect(Object.keys(await query("formName=contact&formName=interest"))).toEqual(["formName"]);
      expect(Object.keys(await query("formName="))).toEqual(["formName"]);
      expect(Object.keys(await query("formName=contact%00"))).toEqual(["formName"]);
      // A parameter the call does not take, whatever its name.
      expect(Object.keys(await query("page=2"))).toEqual(["query"]);
      expect(Object.keys(await query("__proto__=contact"))).toEqual(["query"]);
      expect(({} as Record<string, unknown>).formName).toBeUndefined();
    });

    it("any other method on the export with 405", async () => {
      const { headers } = await signedInPerson(api.database, "admin");
      const posted = await fetch(`${api.base}/studio/leads/export`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: "{}",
      });
      expect(posted.status).toBe(405);
      expect(posted.headers.get("allow")).toBe("GET");
    });
  });
});
