import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { MOST_PROBLEMS_NAMED } from "../apiError";
import {
  studioAuditLog,
  studioPageVersions,
  studioPages,
  studioPeople,
  studioSchedules,
  studioSessions,
} from "../database/schema";
import { runDueStudioSchedules, scheduleStudioPage } from "../studio/studioSchedules";
import { useServedApi } from "../testing/servedApi";
import { fakeRules } from "../testing/fakeStudioPageRules";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

/** A draft of 10,000 empty blocks: 20,000 problems, in about 30 KB. */
const EMPTY_BLOCKS = { meta: {}, blocks: Array.from({ length: 10_000 }, () => ({})) };

/** How many problems an answer's `fields` name. */
const namedIn = (fields: Record<string, string[]> = {}) =>
  Object.values(fields).reduce((sum, messages) => sum + messages.length, 0);

describe.each(testDatabases)("a refusal with many problems on $name", ({ open }) => {
  const api = useServedApi(open, undefined, { studioPageRules: fakeRules });

  beforeEach(async () => {
    const { db } = api.database;
    await db.delete(studioSchedules);
    await db.update(studioPages).set({ publishedVersionId: null });
    await db.delete(studioPageVersions);
    await db.delete(studioPages);
    await db.delete(studioAuditLog);
    await db.delete(studioSessions);
    await db.delete(studioPeople);
  });

  it("counts them, names the first few and says how many more, in a small answer", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const created = await studioCall(
      api.base,
      "pages/create",
      { path: "/use-case/empty", page: EMPTY_BLOCKS },
      headers,
    );
    expect(created.status).toBe(200);
    const { id } = created.body.data as { id: string };
    const response = await fetch(`${api.base}/studio/pages/publish`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ id, revision: 1 }),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text.length).toBeLessThan(8_000);
    const { error } = JSON.parse(text) as {
      error: { code: string; message: string; fields: Record<string, string[]> };
    };
    expect(error.code).toBe("invalid_page");
    const total = 2 + 2 * 10_000;
    expect(error.message).toMatch(
      new RegExp(
        `^The page has ${total} problems to fix before it is published: meta\\.title: `,
        "u",
      ),
    );
    expect(error.message).toMatch(new RegExp(`; and ${total - MOST_PROBLEMS_NAMED} more\\.$`, "u"));
    expect(namedIn(error.fields)).toBe(MOST_PROBLEMS_NAMED);
  });

  it("keeps a refused schedule's audit entry small", async () => {
    const { headers, person } = await signedInPerson(api.database, "publisher");
    const created = await studioCall(
      api.base,
      "pages/create",
      { path: "/use-case/empty", page: EMPTY_BLOCKS },
      headers,
    );
    const { id, revision } = created.body.data as { id: string; revision: number };
    const at = new Date(Date.now() + 60_000);
    await scheduleStudioPage(
      api.database.db,
      { id, action: "publish", at: at.toISOString(), revision },
      person.id,
    );
    const [outcome] = await runDueStudioSchedules(
      api.database.db,
      fakeRules,
      new Date(at.getTime() + 1_000),
    );
    expect(outcome?.outcome).toBe("refused");
    expect(outcome!.reason!.length).toBeLessThan(4_000);
    const [entry] = await api.database.db
      .select()
      .from(studioAuditLog)
      .where(eq(studioAuditLog.action, "page.schedule-refused"));
    expect(JSON.stringify(entry!.detail).length).toBeLessThan(4_000);
  });

  it("of a body's schema, names the first few fields and counts the rest", async () => {
    const response = await fetch(`${api.base}/project-checkout/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        data: { workspaceName: "W", email: "a@b.co", users: 1, appIds: Array(60).fill(7) },
      }),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text.length).toBeLessThan(8_000);
    const { error } = JSON.parse(text) as {
      error: { message: string; fields: Record<string, string[]> };
    };
    expect(error.message).toBe(
      `Some fields of the request are not valid: 60 problems, of which the first ${MOST_PROBLEMS_NAMED} are named.`,
    );
    expect(namedIn(error.fields)).toBe(MOST_PROBLEMS_NAMED);
  });
});
