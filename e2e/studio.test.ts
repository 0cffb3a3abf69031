import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, loadedCode } from "./browser";
import { dataOf, studioSitePerFile, useCasePage } from "./studioSite";

/*
 * The Studio's way in, against a server of its own whose mail goes to a real SMTP server: the
 * first admin is added from the command line, asks for a link, and the link signs her in.
 */

/** The Studio's people here: a link can be asked for once a minute per address, so each test
 * signs in its own. */
const ADMIN = "ana@studio.example";
const EDITOR = "bo@studio.example";
const PUBLISHER = "pat@studio.example";
const LATE = "lee@studio.example";

// On the embedded database (PGlite), as `npm start` runs: the Studio's other e2e files run on
// PostgreSQL.
const studio = studioSitePerFile(
  [
    { email: ADMIN, role: "admin", name: "Ana" },
    { email: EDITOR, role: "editor", name: "Bo" },
    { email: PUBLISHER, role: "publisher", name: "Pat" },
    { email: LATE, role: "editor", name: "Lee" },
  ],
  { embedded: true },
);
const { newVisitor, askForLink, signInLinkMailedTo, signedIn, studioCall } = studio;

describe("the Studio", () => {
  it("shows a signed-out visitor the sign-in form alone, never indexed", async () => {
    const response = await fetch(`${studio.site().url}/studio`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/u);
    expect(html).not.toMatch(/rel="canonical"/u);
    expect(await (await fetch(`${studio.site().url}/sitemap.xml`)).text()).not.toContain("/studio");

    const page = await newVisitor();
    await page.goto("/studio/anything-else");
    await page.getByRole("heading", { level: 1, name: "Workcraft Studio" }).waitFor();
    await page.getByRole("form", { name: "Sign in" }).waitFor();
    expect(await page.getByRole("banner").count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("signs the first admin in from the e-mailed link, once, and out again", async () => {
    const page = await newVisitor();
    await askForLink(page, ADMIN);
    const link = await signInLinkMailedTo(ADMIN);

    await page.goto(link);
    await page.getByText("Signed in as Ana (admin)").waitFor();
    // The token leaves the address once used.
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe("/studio");
    expect(await accessibilityViolations(page)).toEqual([]);
    const cookie = (await page.context().cookies()).find(({ name }) => name === "workcraft_studio");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });

    // The session outlives a reload; the link does not sign in a second time.
    await page.reload();
    await page.getByText("Signed in as Ana (admin)").waitFor();
    const other = await newVisitor();
    await other.goto(link);
    await other.getByText(/This link did not sign you in\./u).waitFor();
    await other.getByRole("form", { name: "Sign in" }).waitFor();
    await other.context().close();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("form", { name: "Sign in" }).waitFor();
    await page.reload();
    await page.getByRole("form", { name: "Sign in" }).waitFor();
    expect(await page.getByText(/Signed in as/u).count()).toBe(0);
    await page.context().close();
  });

  it("stays signed in when the check of the session, sent before the link was opened, answers after it", async () => {
    const page = await newVisitor();
    await askForLink(page, LATE);
    const link = await signInLinkMailedTo(LATE);
    // The screen asks who is signed in as it starts (no cookie yet: 401) and opens the link at
    // the same time; here the first answer comes last, as it may on a busy server.
    await page.route("**/api/v2/studio/session", async (route) => {
      // Sent as the browser sent it, without the session cookie: Playwright's `route.fetch`
      // adds the cookies the context holds when it runs, and by then the opened link may have
      // set the session's (the check then answered 200, and this test failed now and then).
      const answer = await route.fetch({ headers: { ...route.request().headers(), cookie: "" } });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response: answer });
    });
    const lateAnswer = page.waitForResponse("**/api/v2/studio/session");
    await page.goto(link);
    await page.getByText("Signed in as Lee (editor)").waitFor();
    expect((await lateAnswer).status()).toBe(401);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.getByText("Signed in as Lee (editor)").isVisible()).toBe(true);
    await page.context().close();
  });

  it("answers the same for an address without an account, and mails it nothing", async () => {
    const page = await newVisitor();
    await askForLink(page, "nobody@studio.example");
    // A person's link, asked for after, arrives; nothing ever came for the other address.
    await page.getByLabel("Work e-mail").fill(EDITOR);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await signInLinkMailedTo(EDITOR);
    expect(studio.mailbox().unread("nobody@studio.example")).toBe(0);
    await page.context().close();
  });

  it("is not in the code of the public pages", async () => {
    const page = await newVisitor();
    const { scripts, stylesheets } = await loadedCode(page, ["/", "/pricing"]);
    expect(scripts.length).toBeGreaterThan(0);
    // The Studio's route names its title among the routes every page knows; its screens and
    // the editor are code of their own.
    for (const script of scripts) {
      expect(script).not.toContain("Send me a sign-in link");
      expect(script).not.toContain("Signed in as");
      expect(script).not.toMatch(/puck/iu);
    }
    // Nor are the editor's styles in the stylesheet every page loads.
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const stylesheet of stylesheets) expect(stylesheet).not.toMatch(/_Puck|_ComponentList/u);
    await page.context().close();
  });
});

/** How long a server copy may show its lists as they were (`STUDIO_LISTINGS_FRESH_MS`), and more. */
const LISTS_FRESH = { timeout: 5_000, interval: 250 };

/** The text a visitor's browser is sent at `path`. */
async function textAt(path: string): Promise<string> {
  const response = await fetch(`${studio.site().url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The footer of the page at `path`, as sent. */
async function footerOf(path: string): Promise<string> {
  const html = await textAt(path);
  return html.slice(html.lastIndexOf("<footer"));
}

describe("a page the Studio publishes", () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await signedIn(PUBLISHER);
  });
  afterAll(async () => {
    await admin?.context().close();
  });

  it("is served at its address at once, with its meta, in the sitemap, and moves and goes", async () => {
    const title = "Fleet CRM: vehicles, drivers and services";
    const created = await dataOf<{ id: string; revision: number }>(
      await studioCall(admin, "pages/create", {
        path: "/use-case/fleet-crm",
        page: useCasePage(title),
      }),
    );
    expect((await fetch(`${studio.site().url}/use-case/fleet-crm`)).status).toBe(404);

    // A title that search engines would show cut in a word keeps it unpublished, with the
    // build's message.
    const long = useCasePage(`${title}, for every depot and maintenance team`);
    const saved = await dataOf<{ revision: number }>(
      await studioCall(admin, "pages/save", {
        id: created.id,
        revision: created.revision,
        page: long,
      }),
    );
    const refused = await studioCall(admin, "pages/publish", {
      id: created.id,
      revision: saved.revision,
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(
      'ends in a cut word: \\"a\\" of \\"and\\" at the 60-character limit',
    );

    const fixed = await dataOf<{ revision: number }>(
      await studioCall(admin, "pages/save", {
        id: created.id,
        revision: saved.revision,
        page: useCasePage(title),
      }),
    );
    await dataOf(
      await studioCall(admin, "pages/publish", { id: created.id, revision: fixed.revision }),
    );

    const served = await fetch(`${studio.site().url}/use-case/fleet-crm`);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<title>${title}`);
    expect(html).toMatch(/rel="canonical" href="[^"]*\/use-case\/fleet-crm"/u);
    const etag = served.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/u);
    const again = await fetch(`${studio.site().url}/use-case/fleet-crm`, {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
    expect(await (await fetch(`${studio.site().url}/sitemap.xml`)).text()).toContain(
      "/use-case/fleet-crm</loc>",
    );

    // In the site's lists, prerendered pages included, as a content file's use case is: the
    // footer's Solutions on every page, the list of use cases, and the data a link opens it with.
    await expect
      .poll(() => footerOf("/pricing"), LISTS_FRESH)
      .toContain('href="/use-case/fleet-crm"');
    expect(await footerOf("/")).toContain(">Fleet CRM</a>");
    const resources = await textAt("/resources");
    expect(resources).toContain('href="/use-case/fleet-crm"');
    expect(resources).toContain("Vehicles, drivers and services in one place.");
    expect(await textAt("/resources.data")).toContain("/use-case/fleet-crm");

    // A visitor's browser shows it, its scripts allowed by the page's policy, and it hydrates.
    const visitor = await newVisitor();
    const refusals: string[] = [];
    visitor.on("console", (message) => {
      if (/Content Security Policy/u.test(message.text())) refusals.push(message.text());
    });
    await visitor.goto("/use-case/fleet-crm");
    await visitor.getByRole("heading", { level: 1 }).waitFor();
    expect(refusals).toEqual([]);
    // From a prerendered page, now rendered with the lists, by its footer's link.
    await visitor.goto("/pricing");
    await visitor.getByRole("contentinfo").getByRole("link", { name: "Fleet CRM" }).click();
    await visitor.waitForURL("**/use-case/fleet-crm");
    await visitor.getByRole("heading", { level: 1, name: /From first meeting to exit/u }).waitFor();
    expect(refusals).toEqual([]);
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await visitor.context().close();

    // Moved: the old address answers 301 to the new one.
    await dataOf(
      await studioCall(admin, "pages/move", { id: created.id, path: "/use-case/fleet-crm-suite" }),
    );
    const moved = await fetch(`${studio.site().url}/use-case/fleet-crm`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location")!, studio.site().url).pathname).toBe(
      "/use-case/fleet-crm-suite",
    );
    // Rendered at its new address, not sent as rendered at its old one.
    const atNewAddress = await fetch(`${studio.site().url}/use-case/fleet-crm-suite`);
    expect(atNewAddress.status).toBe(200);
    const movedHtml = await atNewAddress.text();
    expect(movedHtml).toMatch(/rel="canonical" href="[^"]*\/use-case\/fleet-crm-suite"/u);
    expect(movedHtml).toMatch(/property="og:url" content="[^"]*\/use-case\/fleet-crm-suite"/u);
    await expect
      .poll(() => footerOf("/pricing"), LISTS_FRESH)
      .toContain('href="/use-case/fleet-crm-suite"');

    // Unpublished: gone at once.
    await dataOf(await studioCall(admin, "pages/unpublish", { id: created.id }));
    expect((await fetch(`${studio.site().url}/use-case/fleet-crm-suite`)).status).toBe(404);
    // Its old address no longer 301s to a page that is not there.
    const old = await fetch(`${studio.site().url}/use-case/fleet-crm`, { redirect: "manual" });
    expect(old.status).toBe(404);
    expect(await (await fetch(`${studio.site().url}/sitemap.xml`)).text()).not.toContain(
      "fleet-crm",
    );
    await expect.poll(() => footerOf("/pricing"), LISTS_FRESH).not.toContain("fleet-crm");
    expect(await textAt("/resources")).not.toContain("fleet-crm");
  });

  it("refuses the site's own routes and file folders, which stay the site's", async () => {
    const page = useCasePage("Taking over the site's own pages");
    for (const path of ["/cart", "/checkout", "/checkout/done", "/assets/x", "/images/x"]) {
      const refused = await studioCall(admin, "pages/create", { path, page });
      expect(refused.status(), path).toBe(400);
      expect(await refused.json(), path).toMatchObject({
        error: { fields: { path: [expect.stringContaining("is the site's own")] } },
      });
    }
    const cart = await fetch(`${studio.site().url}/cart`, { redirect: "manual" });
    expect(cart.status).toBe(200);
    expect(await (await fetch(`${studio.site().url}/sitemap.xml`)).text()).not.toContain("/cart");
  });

  it("refuses a path a content file owns, naming it", async () => {
    const refused = await studioCall(admin, "pages/create", {
      path: "/pricing",
      page: useCasePage("Pricing again, from the Studio"),
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("content file");
    expect((await fetch(`${studio.site().url}/pricing`)).status).toBe(200);
  });
});
