import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium, type APIResponse, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { accessibilityViolations } from "./browser";
import { startMailbox } from "./mailbox";
import { repoRoot, startSiteProcess, type SiteProcess } from "./siteProcess";

/*
 * The Studio's way in, against a server of its own whose mail goes to a real SMTP server: the
 * first admin is added from the command line, asks for a link, and the link signs her in.
 */

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let site: SiteProcess;
let browser: Browser;

/** The Studio's people here: a link can be asked for once a minute per address, so each test signs in its own. */
const ADMIN = "ana@studio.example";
const EDITOR = "bo@studio.example";
const PUBLISHER = "pat@studio.example";

beforeAll(async () => {
  mailbox = await startMailbox();
  [site, browser] = await Promise.all([
    startSiteProcess({ environment: { SMTP_URL: mailbox.url } }),
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
  // As the README says to add the first admin, on the server's database (and two more).
  const add = (email: string, role: string, name: string) =>
    promisify(execFile)(
      "npm",
      ["run", "studio:add-user", "--", "--email", email, "--role", role, "--name", name],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: site.databaseUrl } },
    );
  await add(ADMIN, "admin", "Ana");
  await Promise.all([add(EDITOR, "editor", "Bo"), add(PUBLISHER, "publisher", "Pat")]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

/** A new tab of its own: no cookie, no storage. */
async function newVisitor(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

/** The sign-in link mailed to `address`, as a path on the server under test. */
async function signInLinkMailedTo(address: string): Promise<string> {
  const { subject, text } = await mailbox.nextMailTo(address);
  expect(subject).toBe("Your Workcraft Studio sign-in link");
  const link = /https?:\/\/\S+\/studio\/sign-in\?token=[A-Za-z0-9_-]+/u.exec(text)?.[0];
  if (!link) throw new Error(`The mail to ${address} holds no sign-in link:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Asks for a link on the Studio's form. */
async function askForLink(page: Page, address: string): Promise<void> {
  await page.goto("/studio");
  await page.getByLabel("Work e-mail").fill(address);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await page
    .getByRole("status")
    .getByText(/a sign-in link is on its way/u)
    .waitFor();
}

describe("the Studio", () => {
  it("shows a signed-out visitor the sign-in form alone, never indexed", async () => {
    const response = await fetch(`${site.url}/studio`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/u);
    expect(html).not.toMatch(/rel="canonical"/u);
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain("/studio");

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

  it("answers the same for an address without an account, and mails it nothing", async () => {
    const page = await newVisitor();
    await askForLink(page, "nobody@studio.example");
    // A person's link, asked for after, arrives; nothing ever came for the other address.
    await page.getByLabel("Work e-mail").fill(EDITOR);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await signInLinkMailedTo(EDITOR);
    expect(mailbox.unread("nobody@studio.example")).toBe(0);
    await page.context().close();
  });

  it("is not in the code of the public pages", async () => {
    const page = await newVisitor();
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) scripts.push(await response.text());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.goto("/pricing", { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(0);
    // The Studio's route names its title among the routes every page knows; its screens and
    // the editor are code of their own.
    for (const script of scripts) {
      expect(script).not.toContain("Send me a sign-in link");
      expect(script).not.toContain("Signed in as");
      expect(script).not.toMatch(/puck/iu);
    }
    await page.context().close();
  });
});

/** A use-case page as a content file has it, with a title and a pitch of its own. */
function useCasePage(title: string) {
  const file = join(repoRoot, "site", "content", "use-case", "venture-capital-crm.json");
  const page = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  delete page.$schema;
  return {
    ...page,
    meta: {
      title,
      description:
        "A CRM made for fleets: vehicles, drivers and services in one workspace, with a board per depot and the costs of each vehicle.",
    },
    listing: { title: "Fleet CRM", description: "Vehicles, drivers and services in one place." },
  };
}

/** A tab signed in to the Studio as `address`, through the e-mailed link. */
async function signedIn(address: string): Promise<Page> {
  const page = await newVisitor();
  await askForLink(page, address);
  await page.goto(await signInLinkMailedTo(address));
  await page.getByText(/^Signed in as/u).waitFor();
  return page;
}

/** Calls the Studio's API from the signed-in tab, with its cookie, as its script does. */
async function studioCall(page: Page, path: string, body: unknown): Promise<APIResponse> {
  return page.request.post(`/api/v2/studio/${path}`, {
    data: body,
    headers: { Origin: site.url },
  });
}

async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
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
    expect((await fetch(`${site.url}/use-case/fleet-crm`)).status).toBe(404);

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

    const served = await fetch(`${site.url}/use-case/fleet-crm`);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<title>${title}`);
    expect(html).toMatch(/rel="canonical" href="[^"]*\/use-case\/fleet-crm"/u);
    const etag = served.headers.get("etag");
    expect(etag).toMatch(/^(W\/)?"studio-\d+-/u);
    const again = await fetch(`${site.url}/use-case/fleet-crm`, {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain(
      "/use-case/fleet-crm</loc>",
    );

    // A visitor's browser shows it, its scripts allowed by the page's policy, and it hydrates.
    const visitor = await newVisitor();
    const refusals: string[] = [];
    visitor.on("console", (message) => {
      if (/Content Security Policy/u.test(message.text())) refusals.push(message.text());
    });
    await visitor.goto("/use-case/fleet-crm");
    await visitor.getByRole("heading", { level: 1 }).waitFor();
    expect(refusals).toEqual([]);
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await visitor.context().close();

    // Moved: the old address answers 301 to the new one.
    await dataOf(
      await studioCall(admin, "pages/move", { id: created.id, path: "/use-case/fleet-crm-suite" }),
    );
    const moved = await fetch(`${site.url}/use-case/fleet-crm`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location")!, site.url).pathname).toBe(
      "/use-case/fleet-crm-suite",
    );
    expect((await fetch(`${site.url}/use-case/fleet-crm-suite`)).status).toBe(200);

    // Unpublished: gone at once.
    await dataOf(await studioCall(admin, "pages/unpublish", { id: created.id }));
    expect((await fetch(`${site.url}/use-case/fleet-crm-suite`)).status).toBe(404);
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain("fleet-crm");
  });

  it("refuses a path a content file owns, naming it", async () => {
    const refused = await studioCall(admin, "pages/create", {
      path: "/pricing",
      page: useCasePage("Pricing again, from the Studio"),
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("content file");
    expect((await fetch(`${site.url}/pricing`)).status).toBe(200);
  });
});
