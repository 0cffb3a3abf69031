import type { StudioPage, StudioPageVersionSummary } from "@workcraft/domain/schemas";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataOf, studioSitePerFile, useCasePage } from "./studioSite";

/*
 * Scheduled publishing against a production server of its own: a publisher schedules a page
 * to go on the site and off it again, and the server carries both out at their time, with no
 * one signed in. The server looks for due schedules every STUDIO_SCHEDULE_CHECK_MS; here every
 * 250 ms (15 s by default), so a schedule lands within a fraction of a second of its time.
 */

const PUBLISHER = "pia@schedules.example";
const CHECK_MS = 250;

const studio = studioSitePerFile([{ email: PUBLISHER, role: "publisher", name: "Pia" }], {
  environment: { STUDIO_SCHEDULE_CHECK_MS: String(CHECK_MS) },
});
const { signedIn, studioCall } = studio;

/** The status of the page at `path` as a visitor's browser is answered. */
async function statusOf(path: string): Promise<number> {
  return (await fetch(`${studio.site().url}${path}`)).status;
}

/** The sitemap as search engines read it. */
async function sitemap(): Promise<string> {
  return (await fetch(`${studio.site().url}/sitemap.xml`)).text();
}

/**
 * Waits until the page at `path` answers `status`, polling to a deadline a few seconds past
 * `at` (the schedule's time; the server looks every CHECK_MS); answers when it first did.
 */
async function whenAnswers(path: string, status: number, at: Date): Promise<number> {
  await expect
    .poll(() => statusOf(path), { timeout: at.getTime() - Date.now() + 5_000, interval: 50 })
    .toBe(status);
  return Date.now();
}

describe("a schedule of the Studio", () => {
  let publisher: Page;
  beforeAll(async () => {
    publisher = await signedIn(PUBLISHER);
  });
  afterAll(async () => {
    await publisher?.context().close();
  });

  it("puts a page on the site at its time, and takes it off at the next", async () => {
    const path = "/use-case/fleet-crm-on-time";
    const created = await dataOf<StudioPage>(
      await studioCall(publisher, "pages/create", {
        path,
        page: useCasePage("Fleet CRM, published on time"),
      }),
    );

    // Published a few seconds ahead: not on the site before its time.
    const publishAt = new Date(Date.now() + 4_000);
    const publish = await dataOf<{ id: number }>(
      await studioCall(publisher, "pages/schedule", {
        id: created.id,
        action: "publish",
        at: publishAt.toISOString(),
        revision: created.revision,
      }),
    );
    expect(await statusOf(path)).toBe(404);
    expect(await sitemap()).not.toContain(path);
    expect(
      (await dataOf<StudioPage>(await studioCall(publisher, "pages/get", { id: created.id })))
        .schedules,
    ).toMatchObject([
      { id: publish.id, action: "publish", at: publishAt.toISOString(), revision: 1 },
    ]);

    // On the site from its time on, in the sitemap, as a version the publisher is the author of.
    const live = await whenAnswers(path, 200, publishAt);
    expect(live).toBeGreaterThanOrEqual(publishAt.getTime());
    const html = await (await fetch(`${studio.site().url}${path}`)).text();
    expect(html).toContain("<title>Fleet CRM, published on time");
    expect(await sitemap()).toContain(`${path}</loc>`);
    const page = await dataOf<StudioPage>(
      await studioCall(publisher, "pages/get", { id: created.id }),
    );
    expect(page.schedules).toEqual([]);
    expect(page.published).not.toBeNull();
    const { versions } = await dataOf<{ versions: StudioPageVersionSummary[] }>(
      await studioCall(publisher, "pages/versions", { id: created.id }),
    );
    expect(versions.map(({ kind, message, author }) => [kind, message, author?.email])).toEqual([
      ["publish", "Scheduled", PUBLISHER],
    ]);
    expect(studio.site().output()).toContain(
      `[studio] schedule ${publish.id}: publish of page ${created.id} done`,
    );

    // Unpublished at its time: on the site until then, gone after, and out of the sitemap.
    const unpublishAt = new Date(Date.now() + 2_000);
    await dataOf(
      await studioCall(publisher, "pages/schedule", {
        id: created.id,
        action: "unpublish",
        at: unpublishAt.toISOString(),
      }),
    );
    expect(await statusOf(path)).toBe(200);
    const gone = await whenAnswers(path, 404, unpublishAt);
    expect(gone).toBeGreaterThanOrEqual(unpublishAt.getTime());
    expect(await sitemap()).not.toContain(path);
    expect(
      (await dataOf<StudioPage>(await studioCall(publisher, "pages/get", { id: created.id })))
        .published,
    ).toBeNull();

    console.log(
      `scheduled publish live ${live - publishAt.getTime()} ms after its time, ` +
        `scheduled unpublish gone ${gone - unpublishAt.getTime()} ms after its time ` +
        `(the server looks every ${CHECK_MS} ms)`,
    );
  });
});
