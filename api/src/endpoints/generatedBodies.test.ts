import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { checkouts, leads, rateLimitCounters } from "../database/schema";
import type { RateLimit } from "../requests/rateLimit";
import { DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { useServedApi } from "../testing/servedApi";
import { testDatabases } from "../testing/testDatabases";
import { LEAD_LIMITS } from "./formCapture";
import { CHECKOUT_LIMIT } from "./projectCheckout";
import { API_ENDPOINTS } from "./apiEndpoints";

const ADMIN_TOKEN = "generated-bodies-admin-token";

/** An order the API accepts: with its plan, an app that is not a default one, and a free name. */
const VALID_ORDER = {
  workspaceName: "Acme",
  email: "a@b.co",
  planId: "builder1",
  appIds: ["kanban-board"],
  users: 1,
};

/** A valid body of every call, for the generator to break one field at a time. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "app-store/list-apps-from-store": {},
  "app-store/get-app-by-slug": { slug: "deal-flow" },
  "form-capture/send": { formName: "contact", data: { email: "ada@example.com" } },
  "roadmap/list": {},
  "roadmap/vote": { key: "eSignature" },
  "launch-notices/ask": { key: "sms-marketing", email: "a@b.co", consent: true, locale: "de" },
  "launch-notices/confirm": { token: "A".repeat(43) },
  "launch-notices/unsubscribe": { token: "A".repeat(43) },
  "project-checkout/verify": {
    data: VALID_ORDER,
  },
  "checkout/project": {
    data: VALID_ORDER,
  },
  "otp/send": { email: "a@b.co", checkoutId: "AAAAAAAAAA" },
  "otp/check": { email: "a@b.co", checkoutId: "AAAAAAAAAA", code: "123456" },
  "project-checkout/execute": { data: { checkoutId: "AAAAAAAAAA" } },
  "admin/leads/list": { page: 1 },
  "admin/leads/export": {},
  "studio/sign-in/send": { email: "a@b.co" },
  "studio/sign-in/open": { token: "A".repeat(43) },
  "studio/sign-out": {},
  "studio/session": {},
  "studio/people/list": {},
  "studio/people/add": { email: "a@b.co", name: "Ana", role: "editor" },
  "studio/people/change": { id: "AAAAAAAAAA", role: "editor" },
  "studio/audit/list": { page: 1 },
  "studio/leads/list": { page: 1 },
  "studio/pages/list": {},
  "studio/pages/create": { path: "/use-case/fleet-crm", page: { meta: { title: "Fleet" } } },
  "studio/pages/get": { id: "AAAAAAAAAA" },
  "studio/pages/save": { id: "AAAAAAAAAA", revision: 1, page: { blocks: [] } },
  "studio/pages/heartbeat": { id: "AAAAAAAAAA" },
  "studio/pages/checkpoint": { id: "AAAAAAAAAA", message: "Before the new hero" },
  "studio/pages/versions": { id: "AAAAAAAAAA" },
  "studio/pages/version": { id: "AAAAAAAAAA", number: 1 },
  "studio/pages/restore": { id: "AAAAAAAAAA", number: 1 },
  "studio/pages/publish": { id: "AAAAAAAAAA", revision: 1, message: "First" },
  "studio/pages/unpublish": { id: "AAAAAAAAAA" },
  "studio/pages/move": { id: "AAAAAAAAAA", path: "/use-case/fleet" },
  "studio/pages/schedule": {
    id: "AAAAAAAAAA",
    action: "publish",
    at: "2030-01-01T09:00:00Z",
    revision: 1,
  },
  "studio/pages/schedule-cancel": { id: "AAAAAAAAAA", scheduleId: 1 },
  "studio/pages/translate": { id: "AAAAAAAAAA", locale: "fr" },
  "studio/pages/translations": { id: "AAAAAAAAAA" },
  "studio/pages/translation-report": {},
  "studio/redirects/list": {},
  "studio/redirects/delete": { from: "/use-case/fleet" },
  "studio/site/pages": {},
  "studio/site/page": { path: "/pricing" },
  "studio/roadmap/list": {},
  "studio/roadmap/announce": { key: "sms-marketing" },
};

/** The calls that need a Studio session: sent without one, every body is a 401. */
const SIGNED_IN_PATHS = new Set(
  API_ENDPOINTS.filter(({ access }) => access !== "anyone" && access !== "admin-token").map(
    ({ call }) => call.path,
  ),
);

/** Keys that have broken JavaScript servers before. */
const NASTY_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", ""];

/** Any JSON value: odd strings and keys, huge strings, deep nesting. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: "small" },
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer({ min: 1_000, max: 80_000 }).map((length) => "x".repeat(length)),
  fc.integer({ min: 50, max: 3_000 }).map((depth) => nested(depth)),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 1e308, "", "0", "[]", "{}"),
  fc.dictionary(fc.constantFrom(...NASTY_KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** `[[[...]]]` `depth` deep. */
function nested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** A body: any value at all, or a valid body with one field (or the data's one field) replaced. */
function bodies(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fieldPaths = Object.entries(valid).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? [[key], ...Object.keys(value).map((inner) => [key, inner])]
      : [[key]],
  );
  const anyKey = fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 10 }));
  return fc.oneof(
    jsonValue,
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom(...(fieldPaths.length ? fieldPaths : [["x"]])),
          anyKey.map((key) => [key]),
        ),
        jsonValue,
      )
      .map(([path, value]) => replaced(valid, path, value)),
  );
}

/** `valid` with the field at `path` set to `value`, as JSON would carry it. */
function replaced(valid: Record<string, unknown>, path: string[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(valid)) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (!next || typeof next !== "object") target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  Object.defineProperty(target, path[path.length - 1]!, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** What every answer must be: a 2xx, or a 4xx in the error shape; never a 5xx. */
async function expectWellFormed(response: Response, sent: string): Promise<void> {
  const text = await response.text();
  const context = `${response.status} for ${sent.slice(0, 300)}: ${text.slice(0, 300)}`;
  expect(response.status < 500, context).toBe(true);
  if (response.headers.get("content-type")?.startsWith("text/csv")) return;
  const body = JSON.parse(text) as {
    data?: unknown;
    error?: { code?: unknown; message?: unknown };
  };
  if (response.ok) {
    expect("data" in body, context).toBe(true);
  } else {
    expect(typeof body.error?.code, context).toBe("string");
    expect(typeof body.error?.message, context).toBe("string");
    expect(text, context).not.toMatch(/\n\s+at /u);
  }
}

/** The calls with rate limits: the counters are reset before each body sent to them. */
const RATE_LIMITED_PATHS = new Set([
  "form-capture/send",
  "checkout/project",
  "roadmap/vote",
  "launch-notices/ask",
  "otp/send",
  "studio/sign-in/send",
]);

/**
 * The rows a valid body of a rate-limited call writes, for seeing that generated bodies got past
 * the limits: more rows than one address's limit allows.
 */
const WRITTEN_ROWS: Record<string, { table: typeof leads | typeof checkouts; limit: RateLimit }> = {
  "form-capture/send": { table: leads, limit: LEAD_LIMITS.perAddress },
  "checkout/project": { table: checkouts, limit: CHECKOUT_LIMIT },
};

describe.each(testDatabases)("generated bodies on $name", ({ name, open }) => {
  const api = useServedApi(open, { ...DEFAULT_API_SETTINGS, adminToken: ADMIN_TOKEN });
  // Each run draws new bodies (a new seed), so runs add up over time; one run is kept near 40 s
  // on this 2-core machine: 400 bodies per call on PGlite, where the API runs by default, and
  // 200 on PostgreSQL. (2,000 and 1,000 took 194 s, a tenth of the whole suite.) Every shape of
  // the generator (deep nesting, huge strings, odd keys, a field replaced) comes up in a run.
  const runs = name === "pglite" ? 400 : 200;

  it.each(Object.keys(VALID_BODIES))(
    `%s answers every body with a 2xx or a 4xx in the error shape`,
    async (path) => {
      const written = WRITTEN_ROWS[path];
      await fc.assert(
        fc.asyncProperty(bodies(VALID_BODIES[path]!), async (body) => {
          const sent = JSON.stringify(body) ?? "null";
          const response = await fetch(`${api.base}/${path}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${ADMIN_TOKEN}`,
              "x-auth-token": "generated",
              "idempotency-key": "generated",
              "x-visitor-id": "6f1c8f36-6f5c-4b7e-9a57-1a3f0d9c2b10",
            },
            body: sent,
          });
          // The limits start afresh for each body, so none is refused for the ones before it.
          expect(response.status, `429 for ${sent.slice(0, 300)}`).not.toBe(429);
          if (SIGNED_IN_PATHS.has(path)) expect(response.status, sent.slice(0, 300)).toBe(401);
          await expectWellFormed(response, sent);
        }),
        {
          // A call behind the Studio's session check refuses every body alike, before reading it.
          numRuns: SIGNED_IN_PATHS.has(path) ? 20 : runs,
          // A call that writes a row is sent its valid body in its first runs, one more time than
          // an address's limit allows: how many generated bodies are valid varies with the seed
          // (28 of 200 once, under the limit of 30), and these make the rows below certain.
          examples: written
            ? Array.from({ length: written.limit.max + 1 }, (): [unknown] => [VALID_BODIES[path]])
            : [],
          // Valid bodies among them go on to the database's writes instead of stopping at a 429.
          // (A hook's result is taken for its teardown: it resolves to nothing.)
          plugins: RATE_LIMITED_PATHS.has(path)
            ? [
                fc.beforeEach(async () => {
                  await api.database.db.delete(rateLimitCounters);
                }),
              ]
            : [],
        },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      if (written) {
        const rows = await api.database.db.select({ count: count() }).from(written.table);
        expect(rows[0]!.count).toBeGreaterThan(written.limit.max);
      }
    },
    180_000,
  );

  it("stays healthy after them all", async () => {
    const health = await fetch(`${api.base}/health`);
    expect(health.status).toBe(200);
    const apps = await fetch(`${api.base}/app-store/list-apps-from-store`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(apps.status).toBe(200);
  });
});
