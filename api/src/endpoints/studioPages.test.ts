import type { StudioPage } from "@workcraft/domain/schemas";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  studioAuditLog,
  studioEditing,
  studioImages,
  studioPageVersions,
  studioPeople,
  studioPreviewLinks,
  studioRedirects,
  studioSchedules,
} from "../database/schema";
import {
  findPublishedStudioPage,
  listPublishedStudioPages,
  studioRedirectFrom,
} from "../studio/publishedStudioPages";
import { publishStudioPage } from "../studio/studioPagePublishing";
import { findStudioPreview } from "../studio/studioPreviewLinks";
import { runDueStudioSchedules, scheduleStudioPage } from "../studio/studioSchedules";
import { fakeRules, ownedPaths, validPage } from "../testing/fakeStudioPageRules";
import { emptyStudio } from "../testing/emptyStudio";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

describe.each(testDatabases)("the Studio's pages on $name", ({ open }) => {
  const api = useServedApi(open, undefined, { studioPageRules: fakeRules });

  beforeEach(async () => {
    const { db } = api.database;
    ownedPaths.clear();
    ownedPaths.set("/pricing", "a content file");
    ownedPaths.set("/apps/deal-flow", "the app store");
    await emptyStudio(db);
  });

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, `pages/${path}`, body, headers);
  const publisher = () => signedInPerson(api.database, "publisher");
  const editor = () => signedInPerson(api.database, "editor");

  /** A page created by `headers`' person at `path`; answers it. */
  const created = async (headers: { cookie: string }, path: string, page: unknown) => {
    const answer = await call("create", { path, page }, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as StudioPage;
  };

  /** The audit log's page entries, oldest first (adding people writes entries of its own). */
  const auditActions = async () =>
    (
      await api.database.db
        .select({ action: studioAuditLog.action })
        .from(studioAuditLog)
        .orderBy(studioAuditLog.id)
    )
      .map(({ action }) => action)
      .filter((action) => action.startsWith("page."));

  describe("refuses", () => {
    const CALLS = [
      ["list", {}],
      ["create", { path: "/a", page: {} }],
      ["get", { id: "AAAAAAAAAA" }],
      ["save", { id: "AAAAAAAAAA", revision: 1, page: {} }],
      ["heartbeat", { id: "AAAAAAAAAA" }],
      ["checkpoint", { id: "AAAAAAAAAA", message: "x" }],
      ["versions", { id: "AAAAAAAAAA" }],
      ["version", { id: "AAAAAAAAAA", number: 1 }],
      ["restore", { id: "AAAAAAAAAA", number: 1 }],
      ["publish", { id: "AAAAAAAAAA", revision: 1 }],
      ["unpublish", { id: "AAAAAAAAAA" }],
      ["move", { id: "AAAAAAAAAA", path: "/b" }],
      ["schedule", { id: "AAAAAAAAAA", action: "unpublish", at: "2030-01-01T00:00:00Z" }],
      ["preview-link", { id: "AAAAAAAAAA" }],
      ["weight", { id: "AAAAAAAAAA" }],
    ] as const;

    it("every pages call without a session with 401, before reading the body", async () => {
      for (const [path, body] of CALLS) {
        for (const sent of [body, { broken: true }]) {
          const answer = await call(path, sent);
          expect(answer.status, path).toBe(401);
          expect(answer.body.error?.code).toBe("studio_sign_in_required");
        }
      }
    });

    it("an editor's publishing, unpublishing, restoring, moving and scheduling with 403", async () => {
      const { headers } = await editor();
      const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet CRM"));
      for (const [path, body] of CALLS) {
        if (!["restore", "publish", "unpublish", "move", "schedule"].includes(path)) continue;
        const answer = await call(path, { ...body, id: page.id }, headers);
        expect(answer.status, path).toBe(403);
        expect(answer.body.error?.code).toBe("studio_role_needed");
        expect(answer.body.error?.message).toMatch(
          /needs the publisher or admin role; you are an editor\.$/u,
        );
      }
      expect(await findPublishedStudioPage(api.database.db, "/use-case/fleet-crm")).toBeNull();
      // The refused schedule was not kept, nor any of it written to the audit log.
      expect(await api.database.db.select().from(studioSchedules)).toEqual([]);
      expect(await auditActions()).toEqual(["page.create"]);
    });

    it("bad bodies with 400 naming each field", async () => {
      const { headers } = await publisher();
      const fieldsOf = async (path: string, body: unknown) => {
        const answer = await call(path, body, headers);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        return answer.body.error!.fields!;
      };
      expect(await fieldsOf("create", { path: "/Use Case", page: [] })).toEqual({
        path: [
          "Each part of a path uses lower-case letters, digits and hyphens, like /use-case/fleet-crm",
        ],
        page: ["Send the page as a JSON object: { meta, blocks }"],
      });
      expect(Object.keys(await fieldsOf("create", { path: "/studio/x", page: {} }))).toEqual([
        "path",
      ]);
      expect(Object.keys(await fieldsOf("save", { id: "x", revision: 0, page: {} }))).toEqual([
        "id",
        "revision",
      ]);
      expect(Object.keys(await fieldsOf("version", { id: "AAAAAAAAAA", number: 1.5 }))).toEqual([
        "number",
      ]);
      expect(await fieldsOf("checkpoint", { id: "AAAAAAAAAA", message: " " })).toEqual({
        message: ["Write a message for this version"],
      });
      expect(
        Object.keys(
          await fieldsOf("schedule", { id: "AAAAAAAAAA", action: "delete", at: "tomorrow" }),
        ),
      ).toEqual(["action", "at"]);
      const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet CRM"));
      expect(
        await fieldsOf("schedule", {
          id: page.id,
          action: "publish",
          at: "2001-01-01T00:00:00Z",
          revision: 1,
        }),
      ).toEqual({ at: ["Choose a time to come"] });
      // A moment ago, in another time zone, is past too; nothing of either refusal is kept.
      const justGone = new Date(Date.now() - 1_000).toISOString().replace("Z", "+00:00");
      expect(
        await fieldsOf("schedule", { id: page.id, action: "unpublish", at: justGone }),
      ).toEqual({ at: ["Choose a time to come"] });
      expect(await api.database.db.select().from(studioSchedules)).toEqual([]);
      expect(await auditActions()).toEqual(["page.create"]);
    });

    it("a schedule for the very moment it is made, which is not a time to come", async () => {
      const { headers, person } = await publisher();
      const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet CRM"));
      const now = new Date("2030-06-01T09:00:00.000Z");
      const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
      const { db } = api.database;
      await expect(
        scheduleStudioPage(
          db,
          { id: page.id, action: "publish", at: at(0), revision: 1 },
          person.id,
          now,
        ),
      ).rejects.toMatchObject({ status: 400, fields: { at: ["Choose a time to come"] } });
      expect(
        await scheduleStudioPage(
          db,
          { id: page.id, action: "publish", at: at(1), revision: 1 },
          person.id,
          now,
        ),
      ).toMatchObject({ action: "publish", at: at(1) });
    });

    it("an unknown page with 404 naming its id", async () => {
      const { headers } = await publisher();
      const later = new Date(Date.now() + 60_000).toISOString();
      for (const [path, body] of [
        ["get", {}],
        ["versions", {}],
        ["heartbeat", {}],
        ["unpublish", {}],
        ["schedule", { action: "publish", at: later, revision: 1 }],
      ] as const) {
        const answer = await call(path, { id: "ZZZZZZZZZZ", ...body }, headers);
        expect(answer.status, path).toBe(404);
        expect(answer.body.error?.message).toBe("There is no Studio page with id ZZZZZZZZZZ.");
      }
      expect(await api.database.db.select().from(studioSchedules)).toEqual([]);
    });
  });

  it("creates, gets and saves a draft, raising its revision; refuses a taken path", async () => {
    const { headers, person } = await editor();
    const page = await created(headers, "/use-case/fleet-crm", { meta: { title: "Draft" } });
    const me = { id: person.id, email: person.email, name: person.name };
    expect(page).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{10}$/u),
      path: "/use-case/fleet-crm",
      draft: { meta: { title: "Draft" } },
      revision: 1,
      createdAt: expect.any(String),
      createdBy: me,
      updatedAt: expect.any(String),
      updatedBy: me,
      published: null,
      editors: [],
      schedules: [],
    });

    const saved = await call(
      "save",
      { id: page.id, revision: 1, page: validPage("Fleet") },
      headers,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ revision: 2, updatedAt: expect.any(String) });
    const got = await call("get", { id: page.id }, headers);
    expect(got.body.data).toMatchObject({ revision: 2, draft: validPage("Fleet") });

    const list = await call("list", {}, headers);
    expect(list.body.data).toEqual({
      pages: [
        {
          id: page.id,
          path: "/use-case/fleet-crm",
          title: "Fleet",
          revision: 2,
          updatedAt: expect.any(String),
          updatedBy: me,
          published: null,
          editors: [],
        },
      ],
    });

    for (const [path, owner] of [
      ["/use-case/fleet-crm", "another Studio page"],
      ["/pricing", "a content file"],
      ["/apps/deal-flow", "the app store"],
    ] as const) {
      const taken = await call("create", { path, page: {} }, headers);
      expect(taken.status, path).toBe(409);
      expect(taken.body.error?.code).toBe("path_taken");
      expect(taken.body.error?.message).toBe(
        `${path} belongs to ${owner}: choose another path for this page.`,
      );
    }
    expect(await auditActions()).toEqual(["page.create"]);
  });

  it("keeps the first of two saves from the same revision; the second is told who saved and when", async () => {
    const ana = await signedInPerson(api.database, "editor", "ana@studio.example");
    await api.database.db
      .update(studioPeople)
      .set({ name: "Ana" })
      .where(eq(studioPeople.id, ana.person.id));
    const bo = await editor();
    const page = await created(bo.headers, "/use-case/fleet-crm", validPage("Fleet"));

    const first = await call(
      "save",
      { id: page.id, revision: 1, page: validPage("Ana's") },
      ana.headers,
    );
    expect(first.status).toBe(200);
    const second = await call(
      "save",
      { id: page.id, revision: 1, page: validPage("Bo's") },
      bo.headers,
    );
    expect(second.status).toBe(409);
    expect(second.body.error?.code).toBe("stale_revision");
    expect(second.body.error?.message).toMatch(
      /^Ana saved this page at \d\d:\d\d UTC; your changes are kept here, reload to see theirs\.$/u,
    );
    const updatedAt = (first.body.data as { updatedAt: string }).updatedAt;
    expect(second.body.error?.message).toContain(`at ${updatedAt.slice(11, 16)} UTC`);
    expect(second.body.error).toMatchObject({
      current: {
        revision: 2,
        updatedBy: { id: ana.person.id, email: "ana@studio.example", name: "Ana" },
        updatedAt,
      },
      fields: { revision: ["The page is at revision 2 now"] },
    });
    const got = await call("get", { id: page.id }, bo.headers);
    expect(got.body.data).toMatchObject({ revision: 2, draft: validPage("Ana's") });
  });

  it("shows who else is editing a page in the last 30 seconds", async () => {
    const ana = await editor();
    const bo = await editor();
    const page = await created(ana.headers, "/use-case/fleet-crm", {});
    const beat = await call("heartbeat", { id: page.id }, ana.headers);
    expect(beat.body.data).toEqual({ editors: [] });
    const boBeat = await call("heartbeat", { id: page.id }, bo.headers);
    expect((boBeat.body.data as { editors: { id: string }[] }).editors.map(({ id }) => id)).toEqual(
      [ana.person.id],
    );
    const seenByAna = (await call("get", { id: page.id }, ana.headers)).body.data as StudioPage;
    expect(seenByAna.editors).toEqual([
      {
        id: bo.person.id,
        email: bo.person.email,
        name: bo.person.name,
        seenAt: expect.any(String),
      },
    ]);
    const listed = (await call("list", {}, ana.headers)).body.data as {
      pages: { editors: { id: string }[] }[];
    };
    expect(new Set(listed.pages[0]!.editors.map(({ id }) => id))).toEqual(
      new Set([ana.person.id, bo.person.id]),
    );

    await api.database.db
      .update(studioEditing)
      .set({ seenAt: sql`now() - interval '31 seconds'` })
      .where(eq(studioEditing.personId, bo.person.id));
    const later = (await call("get", { id: page.id }, ana.headers)).body.data as StudioPage;
    expect(later.editors).toEqual([]);
  });

  it("saves an invalid draft, but publishing it answers 400 with every problem", async () => {
    const { headers } = await publisher();
    const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet"));
    const broken = { meta: { title: "" }, blocks: [] };
    const saved = await call("save", { id: page.id, revision: 1, page: broken }, headers);
    expect(saved.status).toBe(200);
    const published = await call("publish", { id: page.id, revision: 2 }, headers);
    expect(published.status).toBe(400);
    expect(published.body.error?.code).toBe("invalid_page");
    expect(published.body.error?.fields).toEqual({
      "meta.title": ["Enter a title"],
      "meta.description": ["Invalid input: expected string, received undefined"],
      blocks: ["Add a block"],
    });
    expect(published.body.error?.message).toMatch(
      /^The page has 3 problems to fix before it is published: meta\.title: Enter a title; /u,
    );
    expect(await findPublishedStudioPage(api.database.db, "/use-case/fleet-crm")).toBeNull();
    expect(await api.database.db.select().from(studioPageVersions)).toEqual([]);
  });

  it("refuses to publish a stale revision, a path a file now owns, and a title already used", async () => {
    const { headers } = await publisher();
    const page = await created(headers, "/use-case/fleet-crm", validPage("Pricing"));
    const stale = await call("publish", { id: page.id, revision: 2 }, headers);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe("stale_revision");

    const sameAsFile = await call("publish", { id: page.id, revision: 1 }, headers);
    expect(sameAsFile.status).toBe(400);
    expect(sameAsFile.body.error).toEqual({
      code: "duplicate_title",
      message: '/use-case/fleet-crm: has the same title as /pricing: "Pricing"',
      fields: { "meta.title": ["/pricing has this title already: give this page another"] },
    });

    const other = await created(headers, "/use-case/other", validPage("Fleet"));
    expect((await call("publish", { id: other.id, revision: 1 }, headers)).status).toBe(200);
    await call("save", { id: page.id, revision: 1, page: validPage("Fleet") }, headers);
    const sameAsStudio = await call("publish", { id: page.id, revision: 2 }, headers);
    expect(sameAsStudio.status).toBe(400);
    expect(sameAsStudio.body.error?.message).toBe(
      '/use-case/fleet-crm: has the same title as /use-case/other: "Fleet"',
    );

    ownedPaths.set("/use-case/fleet-crm", "a content file");
    const owned = await call("publish", { id: page.id, revision: 2 }, headers);
    expect(owned.status).toBe(409);
    expect(owned.body.error?.code).toBe("path_taken");
    expect(owned.body.error?.message).toBe(
      "/use-case/fleet-crm belongs to a content file: choose another path for this page.",
    );
    expect(await findPublishedStudioPage(api.database.db, "/use-case/fleet-crm")).toBeNull();
  });

  it("publishes versions the site reads, keeps their history, and restores one into the draft", async () => {
    const { headers, person } = await publisher();
    const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet one"));
    const first = await call("publish", { id: page.id, revision: 1, message: "First" }, headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      path: "/use-case/fleet-crm",
      version: {
        number: 1,
        kind: "publish",
        message: "First",
        path: "/use-case/fleet-crm",
        author: { id: person.id, email: person.email, name: person.name },
        createdAt: expect.any(String),
      },
      publishedAt: expect.any(String),
      // The fake rules have no weigher, as the API without the site's server.
      weightChecked: false,
    });
    const { db } = api.database;
    const shown = await findPublishedStudioPage(db, "/use-case/fleet-crm");
    expect(shown).toEqual({
      id: page.id,
      path: "/use-case/fleet-crm",
      version: expect.any(Number),
      content: validPage("Fleet one"),
      publishedAt: expect.any(Date),
    });

    await call("save", { id: page.id, revision: 1, page: validPage("Fleet two") }, headers);
    // The site keeps showing the published version while the draft changes.
    expect((await findPublishedStudioPage(db, "/use-case/fleet-crm"))?.content).toEqual(
      validPage("Fleet one"),
    );
    const checkpoint = await call("checkpoint", { id: page.id, message: "Before two" }, headers);
    expect(checkpoint.body.data).toMatchObject({ number: 2, kind: "checkpoint" });
    const second = await call("publish", { id: page.id, revision: 2 }, headers);
    expect(second.body.data).toMatchObject({
      version: { number: 3, kind: "publish", message: null },
    });
    const shownAgain = await findPublishedStudioPage(db, "/use-case/fleet-crm");
    expect(shownAgain?.content).toEqual(validPage("Fleet two"));
    expect(shownAgain?.version).not.toBe(shown?.version);

    const restored = await call("restore", { id: page.id, number: 1 }, headers);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      revision: 3,
      version: { number: 4, kind: "restore", message: "Restored version 1" },
    });
    const got = (await call("get", { id: page.id }, headers)).body.data as StudioPage;
    expect(got).toMatchObject({
      revision: 3,
      draft: validPage("Fleet one"),
      published: { number: 3, at: expect.any(String) },
    });
    // Restoring changes the draft only: the site shows version 3 until it is published.
    expect((await findPublishedStudioPage(db, "/use-case/fleet-crm"))?.content).toEqual(
      validPage("Fleet two"),
    );

    const versions = await call("versions", { id: page.id }, headers);
    expect(
      (versions.body.data as { versions: { number: number; kind: string }[] }).versions.map(
        ({ number, kind }) => `${number} ${kind}`,
      ),
    ).toEqual(["4 restore", "3 publish", "2 checkpoint", "1 publish"]);
    const one = await call("version", { id: page.id, number: 1 }, headers);
    expect(one.body.data).toMatchObject({ number: 1, content: validPage("Fleet one") });
    const none = await call("version", { id: page.id, number: 9 }, headers);
    expect(none.status).toBe(404);
    expect(none.body.error?.message).toBe(`The Studio page ${page.id} has no version 9.`);

    // The version the list names is the one the page itself shows (the server keeps renders by it).
    const published = await findPublishedStudioPage(db, "/use-case/fleet-crm");
    expect(await listPublishedStudioPages(db)).toEqual([
      {
        path: "/use-case/fleet-crm",
        version: published!.version,
        meta: validPage("Fleet two").meta,
        publishedAt: expect.any(Date),
        listing: { title: "Fleet two (list)" },
      },
    ]);
    expect(await auditActions()).toEqual([
      "page.create",
      "page.publish",
      "page.publish",
      "page.restore",
    ]);
  });

  it("publishes a page's library pictures only when the library has them, at its size", async () => {
    const { headers, person } = await publisher();
    const hash = "c".repeat(64);
    const withPicture = (width: number) => ({
      ...validPage("Fleet pictures"),
      blocks: [
        {
          type: "Hero",
          props: { image: { name: `library/${hash}`, alt: "A depot", width, height: 1000 } },
        },
      ],
    });
    const page = await created(headers, "/use-case/fleet-pictures", withPicture(1600));
    const missing = await call("publish", { id: page.id, revision: 1 }, headers);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toEqual({
      "blocks.0.props.image.name": [
        "This picture is not in the image library: upload it again or choose another",
      ],
    });

    await api.database.db.insert(studioImages).values({
      id: "IMAGE00001",
      contentHash: hash,
      name: "Depot",
      type: "png",
      width: 1200,
      height: 1000,
      byteSize: 1,
      uploadedBy: person.id,
    });
    const resized = await call("publish", { id: page.id, revision: 1 }, headers);
    expect(resized.status).toBe(400);
    expect(resized.body.error?.fields).toEqual({
      "blocks.0.props.image.width": ["The picture is 1200 pixels wide in the image library"],
    });
    expect(await findPublishedStudioPage(api.database.db, "/use-case/fleet-pictures")).toBeNull();

    await call("save", { id: page.id, revision: 1, page: withPicture(1200) }, headers);
    const published = await call("publish", { id: page.id, revision: 2 }, headers);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it("unpublishes: the site then finds nothing; unpublishing again is a 409", async () => {
    const { headers } = await publisher();
    const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet"));
    await call("publish", { id: page.id, revision: 1 }, headers);
    const off = await call("unpublish", { id: page.id }, headers);
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ path: "/use-case/fleet-crm" });
    expect(await findPublishedStudioPage(api.database.db, "/use-case/fleet-crm")).toBeNull();
    expect(await listPublishedStudioPages(api.database.db)).toEqual([]);
    const again = await call("unpublish", { id: page.id }, headers);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("not_published");
    expect((await call("get", { id: page.id }, headers)).body.data).toMatchObject({
      published: null,
    });
    expect(await auditActions()).toEqual(["page.create", "page.publish", "page.unpublish"]);
  });

  it("moves a published page with one-hop redirects and no loops", async () => {
    const { headers } = await publisher();
    const { db } = api.database;
    const page = await created(headers, "/a", validPage("Moving"));
    await call("publish", { id: page.id, revision: 1 }, headers);
    const redirects = async () =>
      Object.fromEntries(
        (await db.select().from(studioRedirects)).map((row) => [row.fromPath, row.toPath]),
      );

    const toB = await call("move", { id: page.id, path: "/b" }, headers);
    expect(toB.body.data).toEqual({ path: "/b", redirectedFrom: "/a" });
    expect(await redirects()).toEqual({ "/a": "/b" });
    expect(await findPublishedStudioPage(db, "/b")).toMatchObject({ id: page.id });
    expect(await findPublishedStudioPage(db, "/a")).toBeNull();

    await call("move", { id: page.id, path: "/c" }, headers);
    expect(await redirects()).toEqual({ "/a": "/c", "/b": "/c" });
    expect(await studioRedirectFrom(db, "/a")).toBe("/c");

    await call("move", { id: page.id, path: "/a" }, headers);
    expect(await redirects()).toEqual({ "/b": "/a", "/c": "/a" });
    expect(await studioRedirectFrom(db, "/a")).toBeNull();
    expect(await findPublishedStudioPage(db, "/a")).toMatchObject({ id: page.id });

    const other = await created(headers, "/other", {});
    for (const [path, owner] of [
      ["/a", "another Studio page"],
      ["/pricing", "a content file"],
    ] as const) {
      const taken = await call("move", { id: other.id, path }, headers);
      expect(taken.status, path).toBe(409);
      expect(taken.body.error?.message).toBe(
        `${path} belongs to ${owner}: choose another path for this page.`,
      );
    }
    // A page not on the site leaves no redirect behind.
    const quiet = await call("move", { id: other.id, path: "/other-2" }, headers);
    expect(quiet.body.data).toEqual({ path: "/other-2", redirectedFrom: null });
    expect(await studioRedirectFrom(db, "/other")).toBeNull();
    expect((await auditActions()).filter((action) => action === "page.move")).toHaveLength(4);
  });

  it("runs a schedule once when it is due, and not before", async () => {
    const { headers, person } = await publisher();
    const { db } = api.database;
    const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet"));
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await call(
      "schedule",
      { id: page.id, action: "publish", at: at.toISOString(), revision: 1 },
      headers,
    );
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toEqual({
      id: expect.any(Number),
      action: "publish",
      at: at.toISOString(),
      revision: 1,
      scheduledBy: { id: person.id, email: person.email, name: person.name },
    });
    expect(
      ((await call("get", { id: page.id }, headers)).body.data as StudioPage).schedules,
    ).toEqual([scheduled.body.data]);

    expect(await runDueStudioSchedules(db, fakeRules, new Date(at.getTime() - 1_000))).toEqual([]);
    expect(await findPublishedStudioPage(db, "/use-case/fleet-crm")).toBeNull();

    const later = new Date(at.getTime() + 1_000);
    // Two server copies at the same moment: the schedule is carried out once.
    const [one, two] = await Promise.all([
      runDueStudioSchedules(db, fakeRules, later),
      runDueStudioSchedules(db, fakeRules, later),
    ]);
    expect([...one!, ...two!]).toEqual([
      {
        scheduleId: (scheduled.body.data as { id: number }).id,
        pageId: page.id,
        action: "publish",
        outcome: "done",
      },
    ]);
    expect(await runDueStudioSchedules(db, fakeRules, later)).toEqual([]);
    expect(await findPublishedStudioPage(db, "/use-case/fleet-crm")).toMatchObject({ id: page.id });
    const versions = await db.select().from(studioPageVersions);
    expect(versions.map(({ kind, authorId }) => [kind, authorId])).toEqual([
      ["publish", person.id],
    ]);

    // An unpublish, then a publish of a draft the site refuses.
    const soon = new Date(Date.now() + 60_000).toISOString();
    await call("schedule", { id: page.id, action: "unpublish", at: soon }, headers);
    await call("save", { id: page.id, revision: 1, page: { meta: {} } }, headers);
    await call("schedule", { id: page.id, action: "publish", at: soon, revision: 2 }, headers);
    const outcomes = await runDueStudioSchedules(db, fakeRules, new Date(Date.now() + 120_000));
    expect(outcomes.map(({ action, outcome }) => `${action} ${outcome}`)).toEqual([
      "unpublish done",
      "publish refused",
    ]);
    expect(outcomes[1]!.reason).toMatch(/^The page has 3 problems to fix/u);
    expect(await findPublishedStudioPage(db, "/use-case/fleet-crm")).toBeNull();
    expect(
      await db
        .select()
        .from(studioSchedules)
        .where(sql`${studioSchedules.doneAt} is null`),
    ).toEqual([]);
    expect(await auditActions()).toEqual([
      "page.create",
      "page.schedule",
      "page.publish",
      "page.schedule",
      "page.schedule",
      "page.unpublish",
      "page.schedule-refused",
    ]);
  });

  it("answers 503 to publishing on a server without the site's rules", async () => {
    const { person, headers } = await publisher();
    const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet"));
    await expect(
      publishStudioPage(api.database.db, undefined, { id: page.id, revision: 1 }, person.id),
    ).rejects.toMatchObject({
      status: 503,
      code: "publishing_unavailable",
      message: "Publishing is not set up on this server: it needs the site's rules for pages.",
    });
  });
  it("weighs a saved draft with the site's server, 422 while it cannot be shown", async () => {
    const { headers } = await editor();
    const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet one"));
    const part = (bytes: number, budget: number) => ({ bytes, files: 1, budget });
    const weighed: string[] = [];
    fakeRules.weigh = async (path, content) => {
      weighed.push(`${path} ${JSON.stringify(content.meta)}`);
      if (content.blocks === undefined) return null;
      return {
        html: part(9_000, 51_200),
        css: part(25_000, 30_720),
        js: part(150_000, 174_080),
        images: part(80_000, 614_400),
      };
    };
    try {
      const answer = await call("weight", { id: page.id }, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({
        revision: 1,
        html: part(9_000, 51_200),
        css: part(25_000, 30_720),
        js: part(150_000, 174_080),
        images: part(80_000, 614_400),
      });
      expect(weighed).toEqual([
        `/use-case/fleet-crm ${JSON.stringify(validPage("Fleet one").meta)}`,
      ]);

      await call("save", { id: page.id, revision: 1, page: { meta: {} } }, headers);
      const unshown = await call("weight", { id: page.id }, headers);
      expect(unshown.status).toBe(422);
      expect(unshown.body.error?.code).toBe("page_not_shown");
      const nowhere = await call("weight", { id: "AAAAAAAAAA" }, headers);
      expect(nowhere.status).toBe(404);
    } finally {
      delete fakeRules.weigh;
    }
    const unset = await call("weight", { id: page.id }, headers);
    expect(unset.status).toBe(503);
    expect(unset.body.error?.code).toBe("weighing_unavailable");
  });

  describe("preview links", () => {
    /** The token of a preview link's address. */
    const tokenOf = (url: string) =>
      new URL(url, "https://site.example").searchParams.get("preview")!;

    it("show the draft as it was when made, whatever is saved after, to anyone holding them", async () => {
      const { headers } = await editor();
      const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet one"));
      const made = await call("preview-link", { id: page.id }, headers);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const link = made.body.data as { url: string; expiresAt: string; number: number | null };
      expect(link.url).toMatch(/^\/use-case\/fleet-crm\?preview=[A-Za-z0-9_-]{43}$/u);
      expect(link.number).toBeNull();
      const lasts = Date.parse(link.expiresAt) - Date.now();
      expect(lasts).toBeGreaterThan(3 * 86_400_000 - 60_000);
      expect(lasts).toBeLessThanOrEqual(3 * 86_400_000 + 1_000);

      await call("save", { id: page.id, revision: 1, page: validPage("Fleet two") }, headers);
      const shown = await findStudioPreview(api.database.db, tokenOf(link.url));
      expect(shown).toMatchObject({
        status: "shown",
        path: "/use-case/fleet-crm",
        content: validPage("Fleet one"),
      });

      // Only the token's hash is kept.
      const [row] = await api.database.db.select().from(studioPreviewLinks);
      expect(JSON.stringify(row)).not.toContain(tokenOf(link.url));
    });

    it("show one version when asked, and say so", async () => {
      const { headers } = await publisher();
      const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet one"));
      await call("publish", { id: page.id, revision: 1 }, headers);
      await call("save", { id: page.id, revision: 1, page: validPage("Fleet two") }, headers);
      const made = await call("preview-link", { id: page.id, number: 1 }, headers);
      const link = made.body.data as { url: string; number: number | null };
      expect(link.number).toBe(1);
      expect(await findStudioPreview(api.database.db, tokenOf(link.url))).toMatchObject({
        content: validPage("Fleet one"),
      });
      const none = await call("preview-link", { id: page.id, number: 7 }, headers);
      expect(none.status).toBe(404);
      expect(none.body.error?.code).toBe("studio_version_not_found");
      const nowhere = await call("preview-link", { id: "AAAAAAAAAA" }, headers);
      expect(nowhere.status).toBe(404);
      expect(nowhere.body.error?.code).toBe("studio_page_not_found");
    });

    it("refuses a length outside 5 seconds to 30 days, naming the bound, and stores nothing", async () => {
      const { headers } = await editor();
      const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet one"));
      for (const [validForSeconds, message] of [
        [4, "A preview link works for 5 seconds at least"],
        [30 * 86_400 + 1, "A preview link works for 30 days at most"],
        [1.5, "Send how many seconds the link works, as a whole number"],
        ["soon", "Send how many seconds the link works, as a whole number"],
      ] as const) {
        const answer = await call("preview-link", { id: page.id, validForSeconds }, headers);
        expect(answer.status, String(validForSeconds)).toBe(400);
        expect(JSON.stringify(answer.body.error)).toContain(message);
      }
      expect(await api.database.db.select().from(studioPreviewLinks)).toEqual([]);
    });

    it("say a link has expired once its time is past, and know no other token", async () => {
      const { headers } = await editor();
      const page = await created(headers, "/use-case/fleet-crm", validPage("Fleet one"));
      const made = await call("preview-link", { id: page.id, validForSeconds: 5 }, headers);
      const token = tokenOf((made.body.data as { url: string }).url);
      expect((await findStudioPreview(api.database.db, token))?.status).toBe("shown");
      await api.database.db
        .update(studioPreviewLinks)
        .set({ expiresAt: sql`now() - interval '1 second'` });
      expect(await findStudioPreview(api.database.db, token)).toEqual({
        status: "expired",
        path: "/use-case/fleet-crm",
      });
      expect(await findStudioPreview(api.database.db, "A".repeat(43))).toBeNull();
      expect(await findStudioPreview(api.database.db, "not a token")).toBeNull();
    });
  });

  describe("the site's pages for the editor", () => {
    const siteCall = (path: string, body: unknown, headers?: Record<string, string>) =>
      studioCall(api.base, `site/${path}`, body, headers);

    it("answers nothing without a session", async () => {
      for (const [path, body] of [
        ["pages", {}],
        ["page", { path: "/pricing" }],
      ] as const) {
        const answer = await siteCall(path, body);
        expect(answer.status, path).toBe(401);
        expect(answer.body.error?.code).toBe("studio_sign_in_required");
      }
    });

    it("lists the file pages and the Studio's own, by path, with each collection's list", async () => {
      const { headers } = await editor();
      await created(headers, "/use-case/fleet-crm", validPage("Fleet"));
      await created(headers, "/use-case/draft", { blocks: [] });
      const answer = await siteCall("pages", {}, headers);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        pages: [
          { path: "/pricing", title: "Pricing", source: "file" },
          { path: "/use-case/draft", title: "/use-case/draft", source: "studio" },
          { path: "/use-case/fleet-crm", title: "Fleet", source: "studio" },
        ],
        listed: {
          "use-cases": [
            { id: "/use-case/crm", href: "/use-case/crm", title: "CRM", description: "Deals." },
          ],
        },
      });
    });

    it("gives a file page or a Studio draft to copy, and a 404 for a path with no page", async () => {
      const { headers } = await editor();
      await created(headers, "/use-case/fleet-crm", validPage("Fleet"));
      const file = await siteCall("page", { path: "/pricing" }, headers);
      expect(file.body.data).toEqual({ path: "/pricing", page: validPage("Pricing") });
      const draft = await siteCall("page", { path: "/use-case/fleet-crm" }, headers);
      expect(draft.body.data).toEqual({ path: "/use-case/fleet-crm", page: validPage("Fleet") });
      const none = await siteCall("page", { path: "/nowhere" }, headers);
      expect(none.status).toBe(404);
      expect(none.body.error).toMatchObject({
        code: "site_page_not_found",
        message: "The site has no page at /nowhere.",
      });
      const bad = await siteCall("page", { path: "pricing" }, headers);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.error)).toContain(
        "Send the path of a page of the site, like /pricing",
      );
    });
  });
});
