import { STUDIO_CHECKPOINTS_KEPT } from "@workcraft/domain/rules";
import type { StudioPage } from "@workcraft/domain/schemas";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  rateLimitCounters,
  studioAuditLog,
  studioPageVersions,
  studioPages,
  studioPeople,
  studioPreviewLinks,
  studioSessions,
} from "../database/schema";
import { STUDIO_WRITE_LIMITS, studioWriteLimitKey } from "../studio/studioWriteLimits";
import { useServedApi } from "../testing/servedApi";
import { fakeRules, validPage } from "../testing/fakeStudioPageRules";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

describe.each(testDatabases)("the limits of the Studio's writes on $name", ({ open }) => {
  const api = useServedApi(open, undefined, { studioPageRules: fakeRules });

  beforeEach(async () => {
    const { db } = api.database;
    await db.delete(studioPreviewLinks);
    await db.update(studioPages).set({ publishedVersionId: null });
    await db.delete(studioPageVersions);
    await db.delete(studioPages);
    for (const table of [studioAuditLog, studioSessions]) await db.delete(table);
    await db.delete(studioPeople);
    await db.delete(rateLimitCounters);
  });

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, `pages/${path}`, body, headers);
  const created = async (headers: { cookie: string }, path: string) => {
    const answer = await call("create", { path, page: validPage(path) }, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as StudioPage;
  };
  /** Fills a person's count of one kind of write, as that many writes in a row would. */
  const spend = async (kind: keyof typeof STUDIO_WRITE_LIMITS, personId: string) => {
    await api.database.db
      .insert(rateLimitCounters)
      .values({
        key: studioWriteLimitKey(kind, personId),
        windowStart: new Date(),
        count: STUDIO_WRITE_LIMITS[kind].max,
      })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: { count: STUDIO_WRITE_LIMITS[kind].max, windowStart: new Date() },
      });
  };

  it("refuses a person's writes beyond their limit with 429 and Retry-After, changing nothing", async () => {
    const ana = await signedInPerson(api.database, "editor");
    const bob = await signedInPerson(api.database, "editor");
    const page = await created(ana.headers, "/use-case/fleet");
    for (const [kind, path, body] of [
      ["save", "save", { id: page.id, revision: 1, page: validPage("Changed") }],
      ["checkpoint", "checkpoint", { id: page.id, message: "Kept" }],
      ["previewLink", "preview-link", { id: page.id }],
      ["create", "create", { path: "/use-case/more", page: {} }],
    ] as const) {
      await spend(kind, ana.person.id);
      const refused = await call(path, body, ana.headers);
      expect(refused.status, kind).toBe(429);
      expect(refused.body.error?.code).toBe("too_many_requests");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Nothing of the refused writes was kept.
    const [row] = await api.database.db.select().from(studioPages);
    expect(row!.revision).toBe(1);
    expect(await api.database.db.select().from(studioPageVersions)).toEqual([]);
    expect(await api.database.db.select().from(studioPreviewLinks)).toEqual([]);
    expect(await api.database.db.select().from(studioPages)).toHaveLength(1);
    // Another person's writes count on their own.
    const saved = await call(
      "save",
      { id: page.id, revision: 1, page: validPage("Bob's") },
      bob.headers,
    );
    expect(saved.status).toBe(200);
  });

  it("refuses an upload beyond its limit before reading the file", async () => {
    const { person, headers } = await signedInPerson(api.database, "editor");
    await spend("upload", person.id);
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(1024)], { type: "image/png" }), "a.png");
    const response = await fetch(`${api.base}/studio/images/upload`, {
      method: "POST",
      headers,
      body: form,
    });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "too_many_requests",
    );
  });

  it(`keeps a page's last ${STUDIO_CHECKPOINTS_KEPT} checkpoints, and every published version`, async () => {
    const { headers, person } = await signedInPerson(api.database, "publisher");
    const page = await created(headers, "/use-case/fleet");
    expect((await call("publish", { id: page.id, revision: 1 }, headers)).status).toBe(200);
    // As many checkpoints as are kept, written straight in (the rate limit would space them out).
    await api.database.db.insert(studioPageVersions).values(
      Array.from({ length: STUDIO_CHECKPOINTS_KEPT }, (_, at) => ({
        pageId: page.id,
        number: at + 2,
        path: page.path,
        content: validPage(`Checkpoint ${at + 2}`),
        kind: "checkpoint" as const,
        message: `Checkpoint ${at + 2}`,
        authorId: person.id,
      })),
    );
    const added = await call("checkpoint", { id: page.id, message: "One more" }, headers);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((added.body.data as { number: number }).number).toBe(STUDIO_CHECKPOINTS_KEPT + 2);

    const kept = await api.database.db
      .select({ number: studioPageVersions.number, kind: studioPageVersions.kind })
      .from(studioPageVersions)
      .where(eq(studioPageVersions.pageId, page.id))
      .orderBy(studioPageVersions.number);
    expect(kept[0]).toEqual({ number: 1, kind: "publish" });
    expect(kept.filter(({ kind }) => kind === "checkpoint")).toHaveLength(STUDIO_CHECKPOINTS_KEPT);
    // The oldest checkpoint, version 2, went.
    expect(
      await api.database.db
        .select()
        .from(studioPageVersions)
        .where(and(eq(studioPageVersions.pageId, page.id), eq(studioPageVersions.number, 2))),
    ).toEqual([]);
    expect(kept.at(-1)!.number).toBe(STUDIO_CHECKPOINTS_KEPT + 2);
  });
});
