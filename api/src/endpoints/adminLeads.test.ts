import { sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { leads, rateLimitCounters } from "../database/schema";
import { DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { useServedApi, type ServedApi } from "../testing/servedApi";
import { testDatabases } from "../testing/testDatabases";
import type { LeadInboxPage } from "@workcraft/domain/schemas";
import { LEAD_PAGE_SIZE } from "../leads/leadInbox";

const ADMIN_TOKEN = "inbox-token-7f3a9c";
const WITH_TOKEN = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** Calls `admin/leads/{call}` on `api` with a JSON body. */
const inbox = (
  api: ServedApi,
  call: string,
  body: unknown,
  headers: Record<string, string> = WITH_TOKEN,
  method = "POST",
) =>
  fetch(`${api.base}/admin/leads/${call}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    ...(method === "GET" ? {} : { body: JSON.stringify(body) }),
  });

/**
 * The export's bytes: its byte-order mark, and its text read as strict UTF-8 and then by a real
 * CSV reader, strictly: rows end with CRLF (the last one too), a stray quote is an error, and
 * every row has as many cells as the header.
 */
async function readExport(response: Response): Promise<{ bom: number[]; rows: string[][] }> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  expect(text.endsWith("\r\n"), "the last row ends with CRLF").toBe(true);
  const rows = parse(text, { bom: true, record_delimiter: "\r\n" }) as string[][];
  return { bom: [...bytes.slice(0, 3)], rows };
}

/** The rows under the header as records, each cell under its column's name. */
function records(rows: string[][]): Record<string, string>[] {
  const [header = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]!])));
}

const LEAD_COLUMNS = ["id", "created_at", "form_name", "page", "user_agent"];

describe.each(testDatabases)("the lead inbox on $name", ({ open }) => {
  const api = useServedApi(open, { ...DEFAULT_API_SETTINGS, adminToken: ADMIN_TOKEN });
  const hidden = useServedApi(open);

  beforeEach(async () => {
    await api.database.db.delete(leads);
    await api.database.db.delete(rateLimitCounters);
  });

  /**
   * 75 leads, number `n` stored `n` minutes after the first, inserted out of time order so
   * their ids do not follow their times; every fifth is an `interest` lead, the rest `contact`.
   */
  async function storeSeventyFiveLeads() {
    const start = Date.parse("2026-03-01T09:00:00.000Z");
    const numbers = Array.from({ length: 75 }, (_, i) => (i * 37) % 75);
    await api.database.db.insert(leads).values(
      numbers.map((n) => ({
        formName: n % 5 === 0 ? "interest" : "contact",
        data: { n },
        createdAt: new Date(start + n * 60_000),
      })),
    );
    return start;
  }

  const listPage = async (body: unknown) => {
    const response = await inbox(api, "list", body);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: LeadInboxPage }).data;
  };
  const numbersOf = (page: LeadInboxPage) => page.items.map((item) => item.data.n);
  const countdown = (from: number, to: number, step = 1) =>
    Array.from({ length: Math.floor((from - to) / step) + 1 }, (_, i) => from - i * step);

  it("lists the leads newest first, a page at a time, with the paging", async () => {
    const start = await storeSeventyFiveLeads();
    expect(LEAD_PAGE_SIZE).toBe(50);

    const first = await listPage({});
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 75, hasMore: true });
    expect(numbersOf(first)).toEqual(countdown(74, 25));
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      createdAt: new Date(start + 74 * 60_000).toISOString(),
      formName: "contact",
      page: null,
      userAgent: null,
      data: { n: 74 },
      // No experiment counted its visitor.
      experiments: null,
    });

    const second = await listPage({ page: 2 });
    expect(second).toMatchObject({ page: 2, pageSize: 50, total: 75, hasMore: false });
    expect(numbersOf(second)).toEqual(countdown(24, 0));

    const beyond = await listPage({ page: 3 });
    expect(beyond).toEqual({ items: [], page: 3, pageSize: 50, total: 75, hasMore: false });
  });

  it("lists one form's leads only when asked", async () => {
    await storeSeventyFiveLeads();
    const interest = await listPage({ formName: "interest" });
    expect(interest).toMatchObject({ page: 1, total: 15, hasMore: false });
    expect(numbersOf(interest)).toEqual(countdown(70, 0, 5));
    expect(interest.items.every((item) => item.formName === "interest")).toBe(true);

    const none = await listPage({ formName: "enterprise-demo" });
    expect(none).toMatchObject({ items: [], total: 0, hasMore: false });
  });

  it("shows a lead sent through the site's form with its page and browser", async () => {
    const sent = await fetch(`${api.base}/form-capture/send`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        referer: `${new URL(api.base).origin}/contact`,
        "user-agent": "InboxTest/1.0",
      },
      body: JSON.stringify({ formName: "contact", data: { email: "ada@example.com" } }),
    });
    expect(sent.status).toBe(200);
    const { items } = await listPage({});
    expect(items).toEqual([
      expect.objectContaining({
        formName: "contact",
        page: "/contact",
        userAgent: "InboxTest/1.0",
        data: { email: "ada@example.com" },
      }),
    ]);
    expect(Date.now() - Date.parse(items[0]!.createdAt)).toBeLessThan(60_000);
  });

  it("exports the leads as a UTF-8 CSV download that spreadsheets open safely", async () => {
    await api.database.db.insert(leads).values([
      {
        formName: "interest",
        page: "-2+3",
        userAgent: "@SUM(1+1)",
        data: { plan: "\tTeam" },
        createdAt: new Date("2026-01-01T00:00:00.000Z"),
      },
      {
        formName: "contact",
        page: "/contact",
        userAgent: '=HYPERLINK("http://evil.example","x")',
        data: { name: 'Zoë 李, "Ada" 🚀', note: "line one\r\nline two", formula: "=1+1" },
        createdAt: new Date("2026-01-02T03:04:05.678Z"),
      },
      {
        formName: "support-request",
        page: "+page",
        userAgent: "\tTabbed\rReturn",
        data: {},
        createdAt: new Date("2026-01-03T00:00:00.000Z"),
      },
    ]);
    const response = await inbox(api, "export", {});
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="workcraft-leads-\d{4}-\d{2}-\d{2}\.csv"$/u,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");

    const raw = await response.clone().arrayBuffer();
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(raw);
    // The formula cells as a spreadsheet reads them: text, quoted where they need it.
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(text).toContain(",'@SUM(1+1),");
    expect(text).toContain(",'-2+3,");

    const { bom, rows } = await readExport(response);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual([...LEAD_COLUMNS, "formula", "name", "note", "plan"]);
    const body = rows.slice(1);
    expect(body.map((row) => row.slice(1))).toEqual([
      [
        "2026-01-03T00:00:00.000Z",
        "support-request",
        "'+page",
        "'\tTabbed\rReturn",
        "",
        "",
        "",
        "",
      ],
      [
        "2026-01-02T03:04:05.678Z",
        "contact",
        "/contact",
        `'=HYPERLINK("http://evil.example","x")`,
        "'=1+1",
        'Zoë 李, "Ada" 🚀',
        "line one\r\nline two",
        "",
      ],
      ["2026-01-01T00:00:00.000Z", "interest", "'-2+3", "'@SUM(1+1)", "", "", "", "'\tTeam"],
    ]);
    const ids = body.map((row) => Number(row[0]));
    expect(ids.every(Number.isInteger)).toBe(true);
  });

  describe("gives each field of the leads a column of its own", () => {
    beforeEach(async () => {
      const at = (day: number) => new Date(`2026-02-0${day}T10:00:00.000Z`);
      await api.database.db.insert(leads).values([
        {
          formName: "contact",
          data: {
            email: "zoe@example.com",
            name: "Zoë",
            phone: "+1 555 0100",
            message: "-2 seats",
          },
          createdAt: at(1),
        },
        {
          formName: "contact",
          data: {
            email: "ada@example.com",
            name: "Ada",
            message: '=HYPERLINK("http://evil.example","click")',
            "@SUM(A1:A9)": "@SUM(A1:A9)",
          },
          createdAt: at(2),
        },
        {
          formName: "contact",
          data: {
            email: "bob@example.com",
            name: "\tBob",
            company: "\rCorp, Ltd",
            employees: 12,
            seats: -2,
            newsletter: true,
            tags: ["crm", "hr"],
            address: { city: "Paris" },
            note: null,
          },
          createdAt: at(3),
        },
        {
          formName: "interest",
          data: { email: "ivy@example.com", plan: "Team", page: "pricing" },
          createdAt: at(4),
        },
      ]);
    });

    it("one form's fields sorted by name, values as text, formulas neutralised", async () => {
      const { rows } = await readExport(await inbox(api, "export", { formName: "contact" }));
      // The header is neutralised too: field names are chosen by whoever sends a form.
      expect(rows[0]).toEqual([
        ...LEAD_COLUMNS,
        "'@SUM(A1:A9)",
        "address",
        "company",
        "email",
        "employees",
        "message",
        "name",
        "newsletter",
        "note",
        "phone",
        "seats",
        "tags",
      ]);
      // Sorting by e-mail, as a spreadsheet would: each lead's address is in the email column.
      const byEmail = records(rows).sort((a, b) => a.email!.localeCompare(b.email!));
      expect(byEmail.map((lead) => [lead.email, lead.form_name])).toEqual([
        ["ada@example.com", "contact"],
        ["bob@example.com", "contact"],
        ["zoe@example.com", "contact"],
      ]);
      const [ada, bob, zoe] = byEmail;
      expect(ada).toMatchObject({
        name: "Ada",
        message: `'=HYPERLINK("http://evil.example","click")`,
        "'@SUM(A1:A9)": "'@SUM(A1:A9)",
        company: "",
        phone: "",
      });
      expect(bob).toMatchObject({
        name: "'\tBob",
        company: "'\rCorp, Ltd",
        employees: "12",
        seats: "'-2",
        newsletter: "true",
        tags: '["crm","hr"]',
        address: '{"city":"Paris"}',
        note: "",
        message: "",
      });
      expect(zoe).toMatchObject({ name: "Zoë", phone: "'+1 555 0100", message: "'-2 seats" });
    });

    it("every form's fields when no form is asked; a field named like a lead column gets data.", async () => {
      const { rows } = await readExport(await inbox(api, "export", {}));
      expect(rows[0]).toEqual([
        ...LEAD_COLUMNS,
        "'@SUM(A1:A9)",
        "address",
        "company",
        "email",
        "employees",
        "message",
        "name",
        "newsletter",
        "note",
        "data.page",
        "phone",
        "plan",
        "seats",
        "tags",
      ]);
      const [ivy, ...contacts] = records(rows);
      expect(ivy).toMatchObject({
        form_name: "interest",
        email: "ivy@example.com",
        plan: "Team",
        "data.page": "pricing",
        page: "",
        name: "",
      });
      expect(contacts.map((lead) => [lead.email, lead.plan, lead["data.page"]])).toEqual([
        ["bob@example.com", "", ""],
        ["ada@example.com", "", ""],
        ["zoe@example.com", "", ""],
      ]);
    });
  });

  it("exports one form's leads when asked, naming the form in the file", async () => {
    await storeSeventyFiveLeads();
    const response = await inbox(api, "export", { formName: "interest" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="workcraft-leads-interest-\d{4}-\d{2}-\d{2}\.csv"$/u,
    );
    const { rows } = await readExport(response);
    expect(rows[0]).toEqual([...LEAD_COLUMNS, "n"]);
    expect(rows.slice(1).map((row) => row[2])).toEqual(Array(15).fill("interest"));
    expect(rows.slice(1).map((row) => Number(row[5]))).toEqual(countdown(70, 0, 5));
  });

  it("exports every lead once, newest first, past many read batches and equal times", async () => {
    // 1201 leads, three to each microsecond: the times differ below what a JavaScript date
    // holds, and equal times come in id order.
    const count = 1201;
    const stored = await api.database.db
      .insert(leads)
      .values(
        Array.from({ length: count }, (_, n) => ({
          formName: "contact",
          data: { n },
          createdAt: sql`timestamptz '2026-05-01 12:00:00+00' + ${Math.floor(n / 3)} * interval '1 microsecond'`,
        })),
      )
      .returning({ id: leads.id, data: leads.data });
    const tick = new Map(stored.map((lead) => [lead.id, Math.floor(Number(lead.data.n) / 3)]));
    const expected = [...tick.keys()].sort((a, b) => tick.get(b)! - tick.get(a)! || b - a);

    const { rows } = await readExport(await inbox(api, "export", {}));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected);
  });

  describe("refuses", () => {
    const refusedWith401 = async (response: Response) => {
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer\b/u);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("unauthorized");
      expect(error.message).toMatch(/admin token/u);
    };

    it("a call without the admin token with 401, before reading its body", async () => {
      await api.database.db.insert(leads).values({ formName: "contact", data: { secret: 1 } });
      await refusedWith401(await inbox(api, "list", {}, {}));
      await refusedWith401(await inbox(api, "export", {}, {}));
      await refusedWith401(await inbox(api, "list", { page: 0 }, {}));
      await refusedWith401(await inbox(api, "list", {}, {}, "GET"));
    });

    it("a wrong token, another scheme or a cut token with 401", async () => {
      for (const authorization of [
        "Bearer not-the-token",
        `Bearer ${ADMIN_TOKEN.slice(0, -1)}`,
        `Bearer ${ADMIN_TOKEN}x`,
        `Basic ${ADMIN_TOKEN}`,
        ADMIN_TOKEN,
        "Bearer ",
      ]) {
        for (const call of ["list", "export"]) {
          const response = await inbox(api, call, {}, { authorization });
          await refusedWith401(response);
        }
      }
    });

    it("nothing with the right token, whatever the scheme's case", async () => {
      const response = await inbox(api, "list", {}, { authorization: `bearer ${ADMIN_TOKEN}` });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
    });

    it("a bad body with 400 naming the field", async () => {
      const fieldsOf = async (call: string, body: unknown) => {
        const response = await inbox(api, call, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        return ((await response.json()) as { error: { fields: Record<string, string[]> } }).error
          .fields;
      };
      for (const page of [0, -1, 1.5, "2", null]) {
        expect(Object.keys(await fieldsOf("list", { page })), String(page)).toEqual(["page"]);
      }
      const form = await fieldsOf("list", { formName: "newsletter" });
      expect(form.formName?.[0]).toMatch(/^Choose one of the site's forms: interest, contact/u);
      expect(Object.keys(await fieldsOf("list", { pageSize: 10 }))).toEqual(["body"]);
      expect(Object.keys(await fieldsOf("export", { formName: 3 }))).toEqual(["formName"]);
    });
  });

  it("does not exist without ADMIN_TOKEN: 404 exactly like an unknown path", async () => {
    const notFound = (method: string, call: string) => ({
      error: {
        code: "not_found",
        message: `There is no API endpoint ${method} /api/v2/admin/leads/${call}.`,
      },
    });
    const unknown = await inbox(hidden, "no-such-call", {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(notFound("POST", "no-such-call"));

    for (const call of ["list", "export"]) {
      for (const [method, body, headers] of [
        ["POST", {}, WITH_TOKEN],
        ["POST", {}, {}],
        ["POST", { page: 0 }, WITH_TOKEN],
        ["GET", undefined, {}],
      ] as const) {
        const response = await inbox(hidden, call, body, headers, method);
        expect(response.status, `${method} ${call}`).toBe(404);
        expect(response.headers.get("www-authenticate")).toBeNull();
        expect(await response.json()).toEqual(notFound(method, call));
      }
    }
  });
});
