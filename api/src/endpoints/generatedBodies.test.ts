import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { useServedApi } from "../testing/servedApi";
import { testDatabases } from "../testing/testDatabases";

const ADMIN_TOKEN = "generated-bodies-admin-token";

/** A valid body of every call, for the generator to break one field at a time. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "app-store/list-apps-from-store": {},
  "app-store/get-app-by-slug": { slug: "deal-flow" },
  "form-capture/send": { formName: "contact", data: { email: "ada@example.com" } },
  "roadmap/list": {},
  "roadmap/vote": { key: "eSignature" },
  "project-checkout/verify": {
    data: { workspaceName: "Acme", email: "a@b.co", appIds: ["kanban-board"], users: 1 },
  },
  "checkout/project": {
    data: { workspaceName: "Acme", email: "a@b.co", appIds: ["kanban-board"], users: 1 },
  },
  "otp/send": { email: "a@b.co", checkoutId: "AAAAAAAAAA" },
  "otp/check": { email: "a@b.co", checkoutId: "AAAAAAAAAA", code: "123456" },
  "project-checkout/execute": { data: { checkoutId: "AAAAAAAAAA" } },
  "admin/leads/list": { page: 1 },
  "admin/leads/export": {},
};

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

describe.each(testDatabases)("generated bodies on $name", ({ name, open }) => {
  const api = useServedApi(open, { ...DEFAULT_API_SETTINGS, adminToken: ADMIN_TOKEN });
  const runs = name === "pglite" ? 1_000 : 250;

  it.each(Object.keys(VALID_BODIES))(
    `%s answers every body with a 2xx or a 4xx in the error shape`,
    async (path) => {
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
          await expectWellFormed(response, sent);
        }),
        { numRuns: runs },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    120_000,
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
