import type { StudioPage } from "@workcraft/domain/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import {
  studioAuditLog,
  studioEditing,
  studioPageVersions,
  studioPages,
  studioPeople,
  studioPreviewLinks,
  studioRedirects,
  studioSchedules,
  studioSessions,
  studioSignInLinks,
} from "../database/schema";
import { findPublishedStudioPage, studioRedirectFrom } from "../studio/publishedStudioPages";
import { fakeRules, validPage } from "../testing/fakeStudioPageRules";
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
    const { db } = api.database;
    for (const table of [studioEditing, studioSchedules, studioRedirects, studioPreviewLinks]) {
      await db.delete(table);
    }
    await db.update(studioPages).set({ publishedVersionId: null });
    await db.delete(studioPageVersions);
    await db.delete(studioPages);
    for (const table of [studioAuditLog, studioSessions, studioSignInLinks]) await db.delete(table);
    await db.delete(studioPeople);
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
});
