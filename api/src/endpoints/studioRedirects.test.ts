import type { StudioPage } from "@workcraft/domain/schemas";
import { NO_SITE_OWNED_PATHS } from "@workcraft/domain/rules";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { studioAuditLog, studioPages, studioRedirects } from "../database/schema";
import { findPublishedStudioPage, studioRedirectFrom } from "../studio/publishedStudioPages";
import { publishStudioPage } from "../studio/studioPagePublishing";
import { fakeRules, validPage } from "../testing/fakeStudioPageRules";
import { emptyStudio } from "../testing/emptyStudio";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

/*
 * The redirects a moved page leaves behind: answered only while the page they lead to is on the
 * site, always one hop to where it is now.
 */
describe.each(testDatabases)("the Studio's redirects on $name", ({ open }) => {
  const api = useServedApi(open, undefined, { studioPageRules: fakeRules });

  beforeEach(async () => {
    await emptyStudio(api.database.db);
  });

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, path, body, headers);
  /** Makes the call and expects it to succeed; answers its data. */
  const done = async <T>(path: string, body: unknown, headers: Record<string, string>) => {
    const answer = await call(path, body, headers);
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data as T;
  };

  it("lead nowhere while their page is off the site, and follow it when it moves off it", async () => {
    const { db } = api.database;
    const { headers } = await signedInPerson(api.database, "publisher");
    const page = await done<StudioPage>(
      "pages/create",
      { path: "/first", page: validPage("Moving") },
      headers,
    );
    await done("pages/publish", { id: page.id, revision: 1 }, headers);
    await done("pages/move", { id: page.id, path: "/second" }, headers);
    expect(await studioRedirectFrom(db, "/first")).toBe("/second");

    // Taken off the site: its old address does not 301 to a 404.
    await done("pages/unpublish", { id: page.id }, headers);
    expect(await studioRedirectFrom(db, "/first")).toBeNull();

    // Moved while off the site, then published again: the first address leads to the page.
    const moved = await done("pages/move", { id: page.id, path: "/third" }, headers);
    expect(moved).toEqual({ path: "/third", redirectedFrom: null });
    expect(await studioRedirectFrom(db, "/first")).toBeNull();
    await done("pages/publish", { id: page.id, revision: 1 }, headers);
    expect(await findPublishedStudioPage(db, "/third")).toMatchObject({ id: page.id });
    expect(await studioRedirectFrom(db, "/first")).toBe("/third");
    // A move made while the page was off the site leaves no redirect of its own: nobody saw it.
    expect(await studioRedirectFrom(db, "/second")).toBeNull();
  });

  describe("the site's own paths", () => {
    /** A page put on the site at `path` by rules that knew no site paths, as before they did. */
    const publishedBeforeTheRule = async (path: string, title: string) => {
      const { headers, person } = await signedInPerson(api.database, "publisher");
      const page = await done<StudioPage>(
        "pages/create",
        { path: "/placeholder", page: {} },
        headers,
      );
      await api.database.db
        .update(studioPages)
        .set({ path, draft: validPage(title) })
        .where(eq(studioPages.id, page.id));
      await publishStudioPage(
        api.database.db,
        { ...fakeRules, siteOwnedPaths: NO_SITE_OWNED_PATHS },
        { id: page.id, revision: 1 },
        person.id,
      );
      return { page, headers };
    };

    it("refuse creating, saving, moving and publishing a page there, with 400 naming the path", async () => {
      const { headers } = await signedInPerson(api.database, "publisher");
      for (const path of ["/cart", "/checkout/done", "/studio/x", "/assets/x", "/images/x"]) {
        const answer = await call("pages/create", { path, page: validPage("Mine") }, headers);
        expect(answer.status, path).toBe(400);
        expect(answer.body.error?.fields, path).toEqual({
          path: [expect.stringMatching(/site's own/u)],
        });
      }
      expect(
        (await call("pages/create", { path: "/checkout", page: {} }, headers)).body.error?.message,
      ).toBe(
        "/checkout is the site's own (the route /checkout): choose another path for this page.",
      );

      const page = await done<StudioPage>(
        "pages/create",
        { path: "/mine", page: validPage("Mine") },
        headers,
      );
      const move = await call("pages/move", { id: page.id, path: "/cart" }, headers);
      expect(move.status).toBe(400);
      expect(Object.keys(move.body.error!.fields!)).toEqual(["path"]);

      // A page made there before the rule: its draft is kept, but not saved nor published there.
      await api.database.db
        .update(studioPages)
        .set({ path: "/checkout" })
        .where(eq(studioPages.id, page.id));
      const save = await call(
        "pages/save",
        { id: page.id, revision: 1, page: validPage("New") },
        headers,
      );
      expect(save.status).toBe(400);
      expect(save.body.error?.fields).toEqual({
        path: [expect.stringMatching(/^\/checkout is the site's own/u)],
      });
      const publish = await call("pages/publish", { id: page.id, revision: 1 }, headers);
      expect(publish.status).toBe(400);
      expect(Object.keys(publish.body.error!.fields!)).toEqual(["path"]);
      expect(await findPublishedStudioPage(api.database.db, "/checkout")).toBeNull();
      const kept = (await call("pages/get", { id: page.id }, headers)).body.data as StudioPage;
      expect(kept.draft).toEqual(validPage("Mine"));
      // Moved to a path of its own, it is saved and published again.
      await done("pages/move", { id: page.id, path: "/mine-again" }, headers);
      await done("pages/save", { id: page.id, revision: 1, page: validPage("New") }, headers);
    });

    it("leave no redirect behind when a page there moves off, and are never answered", async () => {
      const { db } = api.database;
      const { page, headers } = await publishedBeforeTheRule("/cart", "Cart takeover");
      const moved = await done("pages/move", { id: page.id, path: "/cart-tips" }, headers);
      expect(moved).toEqual({ path: "/cart-tips", redirectedFrom: null });
      expect(await studioRedirectFrom(db, "/cart")).toBeNull();
      expect(await db.select().from(studioRedirects)).toEqual([]);
    });
  });

  describe("listing and deleting", () => {
    it("lists every redirect to a publisher, saying which the site answers", async () => {
      const { db } = api.database;
      const { headers } = await signedInPerson(api.database, "publisher");
      const page = await done<StudioPage>(
        "pages/create",
        { path: "/a", page: validPage("A") },
        headers,
      );
      await done("pages/publish", { id: page.id, revision: 1 }, headers);
      await done("pages/move", { id: page.id, path: "/b" }, headers);
      // One left from before the rule, from a path the site owns.
      await db.insert(studioRedirects).values({ fromPath: "/checkout", toPath: "/b" });
      const { redirects } = await done<{ redirects: unknown[] }>("redirects/list", {}, headers);
      expect(redirects).toEqual([
        { from: "/a", to: "/b", createdAt: expect.any(String), answered: true },
        { from: "/checkout", to: "/b", createdAt: expect.any(String), answered: false },
      ]);
      await done("pages/unpublish", { id: page.id }, headers);
      const after = await done<{ redirects: { answered: boolean }[] }>(
        "redirects/list",
        {},
        headers,
      );
      expect(after.redirects.map(({ answered }) => answered)).toEqual([false, false]);
    });

    it("deletes one, with the audit log's entry; a redirect it has not is a 404 naming it", async () => {
      const { db } = api.database;
      const { headers, person } = await signedInPerson(api.database, "publisher");
      const page = await done<StudioPage>(
        "pages/create",
        { path: "/a", page: validPage("A") },
        headers,
      );
      await done("pages/publish", { id: page.id, revision: 1 }, headers);
      await done("pages/move", { id: page.id, path: "/b" }, headers);

      expect(await done("redirects/delete", { from: "/a" }, headers)).toEqual({
        from: "/a",
        to: "/b",
      });
      expect(await studioRedirectFrom(db, "/a")).toBeNull();
      const [entry] = await db
        .select()
        .from(studioAuditLog)
        .where(eq(studioAuditLog.action, "redirect.delete"));
      expect(entry).toMatchObject({ personId: person.id, subject: "/a", detail: { to: "/b" } });

      const again = await call("redirects/delete", { from: "/a" }, headers);
      expect(again.status).toBe(404);
      expect(again.body.error).toMatchObject({
        code: "redirect_not_found",
        message: "There is no redirect from /a.",
        fields: { from: ["No redirect leaves from this path"] },
      });
      const bad = await call("redirects/delete", { from: "a b", more: 1 }, headers);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error!.fields!).sort()).toEqual(["body", "from"]);
    });

    it("refuses without a session (401) and to an editor (403)", async () => {
      const editor = await signedInPerson(api.database, "editor");
      for (const [path, body] of [
        ["redirects/list", {}],
        ["redirects/delete", { from: "/a" }],
      ] as const) {
        expect((await call(path, body)).status, path).toBe(401);
        const refused = await call(path, body, editor.headers);
        expect(refused.status, path).toBe(403);
        expect(refused.body.error?.code).toBe("studio_role_needed");
      }
    });
  });
});
