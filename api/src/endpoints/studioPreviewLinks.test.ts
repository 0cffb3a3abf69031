import {
  STUDIO_PREVIEW_LINK_KEPT_DAYS,
  STUDIO_PREVIEW_LINKS_PER_PAGE,
} from "@workcraft/domain/rules";
import type { StudioPage, StudioPreviewLinkSummary } from "@workcraft/domain/schemas";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  rateLimitCounters,
  studioAuditLog,
  studioPageVersions,
  studioPages,
  studioPeople,
  studioPreviewLinks,
  studioSessions,
  studioSignInLinks,
} from "../database/schema";
import { sha256 } from "../security/secrets";
import { changeStudioPerson } from "../studio/studioPeople";
import { findStudioPreview } from "../studio/studioPreviewLinks";
import { useServedApi } from "../testing/servedApi";
import { fakeRules, validPage } from "../testing/fakeStudioPageRules";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

/** The token of a preview link's address. */
const tokenOf = (url: string) => new URL(url, "https://site.example").searchParams.get("preview")!;

describe.each(testDatabases)("a page's preview links on $name", ({ open }) => {
  const api = useServedApi(open, undefined, { studioPageRules: fakeRules });

  beforeEach(async () => {
    const { db } = api.database;
    await db.delete(studioPreviewLinks);
    await db.delete(studioPageVersions);
    await db.delete(studioPages);
    for (const table of [studioAuditLog, studioSessions, studioSignInLinks]) await db.delete(table);
    await db.delete(studioPeople);
    await db.delete(rateLimitCounters);
  });

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, `pages/${path}`, body, headers);
  const editor = () => signedInPerson(api.database, "editor");
  const created = async (headers: { cookie: string }, path: string) => {
    const answer = await call("create", { path, page: validPage(path) }, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as StudioPage;
  };
  const made = async (headers: { cookie: string }, body: Record<string, unknown>) => {
    const answer = await call("preview-link", body, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return tokenOf((answer.body.data as { url: string }).url);
  };
  const listed = async (headers: { cookie: string }, id: string) => {
    const answer = await call("preview-links", { id }, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.data as { links: StudioPreviewLinkSummary[] }).links;
  };

  it("lists the links of a page that still work, newest first, with who made them", async () => {
    const { headers, person } = await editor();
    const page = await created(headers, "/use-case/fleet");
    const other = await created(headers, "/use-case/other");
    await made(headers, { id: page.id });
    await call("checkpoint", { id: page.id, message: "Kept" }, headers);
    await made(headers, { id: page.id, number: 1 });
    await made(headers, { id: other.id });
    const expired = await made(headers, { id: page.id, validForSeconds: 5 });
    await api.database.db
      .update(studioPreviewLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(studioPreviewLinks.tokenHash, sha256(expired)));
    expect((await findStudioPreview(api.database.db, expired))?.status).toBe("expired");

    const links = await listed(headers, page.id);
    expect(links.map((link) => link.number)).toEqual([1, null]);
    expect(links[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{64}$/u),
      createdBy: { id: person.id, email: person.email, name: person.name },
    });
    expect(Date.parse(links[0]!.expiresAt)).toBeGreaterThan(Date.now());
    // The list never holds a link's address: only its maker had it.
    expect(JSON.stringify(links)).not.toMatch(/preview=/u);
    const unknown = await call("preview-links", { id: "ZZZZZZZZZZ" }, headers);
    expect(unknown.status).toBe(404);
  });

  it("revokes a link: it ends at once, leaves the list, and the audit log says who", async () => {
    const { headers, person } = await editor();
    const page = await created(headers, "/use-case/fleet");
    const other = await created(headers, "/use-case/other");
    const token = await made(headers, { id: page.id });
    const [link] = await listed(headers, page.id);

    const ofAnother = await call("revoke-preview-link", { id: other.id, link: link!.id }, headers);
    expect(ofAnother.status).toBe(404);
    expect(ofAnother.body.error?.code).toBe("studio_preview_link_not_found");
    const malformed = await call("revoke-preview-link", { id: page.id, link: "x" }, headers);
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error?.fields ?? {})).toEqual(["link"]);
    expect((await findStudioPreview(api.database.db, token))?.status).toBe("shown");

    const revoked = await call("revoke-preview-link", { id: page.id, link: link!.id }, headers);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data).toEqual({ revoked: true });
    expect(await findStudioPreview(api.database.db, token)).toEqual({
      status: "expired",
      path: "/use-case/fleet",
    });
    expect(await listed(headers, page.id)).toEqual([]);
    const again = await call("revoke-preview-link", { id: page.id, link: link!.id }, headers);
    expect(again.status).toBe(404);
    const [entry] = await api.database.db
      .select()
      .from(studioAuditLog)
      .where(eq(studioAuditLog.action, "page.preview-link-revoke"));
    expect(entry).toMatchObject({ personId: person.id, subject: "/use-case/fleet" });

    const signedOut = await call("revoke-preview-link", { id: page.id, link: link!.id });
    expect(signedOut.status).toBe(401);
  });

  it("end when their maker is disabled, and stay ended once the maker is enabled again", async () => {
    const { person: admin } = await signedInPerson(api.database, "admin");
    const maker = await editor();
    const page = await created(maker.headers, "/use-case/fleet");
    const token = await made(maker.headers, { id: page.id });

    // Turned off straight in the database: the link is refused when it is used.
    await api.database.db
      .update(studioPeople)
      .set({ disabledAt: sql`now()` })
      .where(eq(studioPeople.id, maker.person.id));
    expect((await findStudioPreview(api.database.db, token))?.status).toBe("expired");
    await api.database.db
      .update(studioPeople)
      .set({ disabledAt: null })
      .where(eq(studioPeople.id, maker.person.id));
    expect((await findStudioPreview(api.database.db, token))?.status).toBe("shown");

    // Turned off by an admin: the link ends for good.
    await changeStudioPerson(api.database.db, { id: maker.person.id, disabled: true }, admin.id);
    await changeStudioPerson(api.database.db, { id: maker.person.id, disabled: false }, admin.id);
    expect((await findStudioPreview(api.database.db, token))?.status).toBe("expired");
  });

  it(`keeps at most ${STUDIO_PREVIEW_LINKS_PER_PAGE} working links a page, and drops long-ended ones`, async () => {
    const { headers } = await editor();
    const page = await created(headers, "/use-case/fleet");
    // Ended long ago: dropped when the next link is made.
    const old = await made(headers, { id: page.id });
    await api.database.db.update(studioPreviewLinks).set({
      expiresAt: sql`now() - make_interval(days => ${STUDIO_PREVIEW_LINK_KEPT_DAYS + 1})`,
    });
    for (let count = 0; count < STUDIO_PREVIEW_LINKS_PER_PAGE; count += 1) {
      await made(headers, { id: page.id });
    }
    expect(await findStudioPreview(api.database.db, old)).toBeNull();
    const refused = await call("preview-link", { id: page.id }, headers);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("too_many_preview_links");
    expect(refused.body.error?.message).toBe(
      `This page has ${STUDIO_PREVIEW_LINKS_PER_PAGE} preview links that work, the most it keeps: withdraw one first.`,
    );
    const rows = await api.database.db.select().from(studioPreviewLinks);
    expect(rows).toHaveLength(STUDIO_PREVIEW_LINKS_PER_PAGE);

    const [newest] = await listed(headers, page.id);
    await call("revoke-preview-link", { id: page.id, link: newest!.id }, headers);
    await made(headers, { id: page.id });
  });
});
