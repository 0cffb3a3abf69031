import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium, type APIResponse, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { PREVIEW_CHECK_DELAY_MS } from "../site/app/config/accessibility";
import { opensHydrated } from "./browser";
import { startMailbox } from "./mailbox";
import { repoRoot, startSiteProcess, type SiteProcess } from "./siteProcess";
import { callFromTab } from "./tabRequests";

/** A person of the Studio that a test file adds: a link can be asked for once a minute per address. */
export interface StudioPersonToAdd {
  email: string;
  role: "editor" | "publisher" | "admin";
  name: string;
}

/** What a Studio test file works with: its own server, mailbox and browser, and ways in. */
export interface StudioSite {
  site: () => SiteProcess;
  mailbox: () => StudioMailbox;
  /** A new tab of its own: no cookie, no storage. */
  newVisitor: (viewport?: { width: number; height: number }) => Promise<Page>;
  /** Asks for a sign-in link on the Studio's form. */
  askForLink: (page: Page, address: string) => Promise<void>;
  /** The sign-in link mailed to `address`, as a path on the server under test. */
  signInLinkMailedTo: (address: string) => Promise<string>;
  /** A tab signed in to the Studio as `address`, through the e-mailed link. */
  signedIn: (address: string, viewport?: { width: number; height: number }) => Promise<Page>;
  /** Calls the Studio's API from a signed-in tab, with its cookie, as its script does. */
  studioCall: (page: Page, path: string, body: unknown) => Promise<APIResponse>;
}

/** The mailbox a Studio test reads its sign-in links from. */
export type StudioMailbox = Awaited<ReturnType<typeof startMailbox>>;

/**
 * Adds `people` to the Studio on the database at `databaseUrl` from the command line, as the
 * README says to add the first admin: the first alone, as a fresh server's first admin is; the
 * others together.
 */
export async function addStudioPeople(
  database: string | { dataDir: string },
  people: readonly StudioPersonToAdd[],
): Promise<void> {
  const where =
    typeof database === "string"
      ? { DATABASE_URL: database }
      : { DATABASE_URL: "", DATA_DIR: database.dataDir };
  const add = ({ email, role, name }: StudioPersonToAdd) =>
    promisify(execFile)(
      "npm",
      ["run", "studio:add-user", "--", "--email", email, "--role", role, "--name", name],
      { cwd: repoRoot, env: { ...process.env, ...where } },
    );
  if (typeof database !== "string") {
    // PGlite takes one process at a time: one command after the other.
    for (const person of people) await add(person);
    return;
  }
  const [first, ...others] = people;
  if (first) await add(first);
  await Promise.all(others.map(add));
}

/** The sign-in link `mailbox` received for `address`, as a path on the server that sent it. */
export async function signInLinkIn(mailbox: StudioMailbox, address: string): Promise<string> {
  const { subject, text } = await mailbox.nextMailTo(address);
  expect(subject).toBe("Your Workcraft Studio sign-in link");
  const link = /https?:\/\/\S+\/studio\/sign-in\?token=[A-Za-z0-9_-]+/u.exec(text)?.[0];
  if (!link) throw new Error(`The mail to ${address} holds no sign-in link:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Asks for a sign-in link on the Studio's form of the tab's server. */
export async function askForLink(page: Page, address: string): Promise<void> {
  await page.goto("/studio");
  await page.getByLabel("Work e-mail").fill(address);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await page
    .getByRole("status")
    .getByText(/a sign-in link is on its way/u)
    .waitFor();
}

/**
 * Signs `page` (a new tab whose `baseURL` is the server) in to the Studio as `address`, through
 * the link the server mails to `mailbox`.
 */
export async function signIn(page: Page, mailbox: StudioMailbox, address: string): Promise<Page> {
  await askForLink(page, address);
  await page.goto(await signInLinkIn(mailbox, address));
  await page.getByText(/^Signed in as/u).waitFor();
  return page;
}

/** Calls the Studio's API of the server at `url` from a signed-in tab, with its cookie. */
export function studioCallAt(url: string, page: Page, path: string, body: unknown) {
  return callFromTab(page, `${url}/api/v2/studio/${path}`, {
    method: "POST",
    data: body,
    headers: { Origin: url },
  });
}

/**
 * Gives a test file a server of its own whose mail goes to a real SMTP server, with these
 * people added from the command line as the README says to add the first admin, and
 * `environment` for the server besides.
 */
export function studioSitePerFile(
  people: readonly StudioPersonToAdd[],
  {
    environment = {},
    embedded = false,
  }: {
    environment?: Record<string, string>;
    /**
     * The server on the embedded database (PGlite) in a folder of its own, as `npm start` runs
     * it, rather than on PostgreSQL. Its people are added before it starts, straight into the
     * folder (the newcomer's journey adds one through the running server instead).
     */
    embedded?: boolean;
  } = {},
): StudioSite {
  let mailbox: StudioMailbox;
  let site: SiteProcess;
  let browser: Browser;
  let dataDir: string | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
    if (embedded) {
      dataDir = mkdtempSync(join(tmpdir(), "workcraft-studio-"));
      await addStudioPeople({ dataDir }, people);
    }
    [site, browser] = await Promise.all([
      startSiteProcess({
        environment: { SMTP_URL: mailbox.url, ...environment },
        ...(dataDir ? { database: { dataDir } } : {}),
      }),
      chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
    ]);
    if (!embedded) await addStudioPeople(site.databaseUrl, people);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailbox?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function newVisitor(viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ baseURL: site.url, viewport });
    return opensHydrated(await context.newPage());
  }

  return {
    site: () => site,
    mailbox: () => mailbox,
    newVisitor,
    askForLink,
    signInLinkMailedTo: (address) => signInLinkIn(mailbox, address),
    signedIn: async (address, viewport) => signIn(await newVisitor(viewport), mailbox, address),
    studioCall: (page, path, body) => studioCallAt(site.url, page, path, body),
  };
}

/**
 * A use-case page as a content file has it (the venture-capital CRM's blocks), with a title and
 * a pitch of its own, and `listed` as its title in the site's lists (the footer's use cases).
 */
export function useCasePage(title: string, listed = "Fleet CRM") {
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
    listing: { title: listed, description: "Vehicles, drivers and services in one place." },
  };
}

/** The `data` of a call's 200 answer (the test fails, with the answer, on any other). */
export async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Starts a page on the Studio's form, from the use-case starter; resolves in its editor. */
export async function startPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto("/studio");
  await page.getByLabel("Address").fill(path);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create the page" }).click();
  await page.waitForURL(/\/studio\/pages\/\w+$/u);
  await page.getByRole("button", { name: "Publish" }).waitFor();
}

/**
 * Waits until the editor is at rest: its own accessibility check has seen the preview as it is,
 * and no change has come since for longer than the editor waits before checking again. That
 * check runs axe in the preview's frame, PREVIEW_CHECK_DELAY_MS after each change; a test's axe
 * run there at the same time finds the frame's axe busy and cannot check inside the frame. A
 * change can still come after a check has ended (the editor settling its data once more as the
 * page opens): its check then starts a second later, which on a busy machine was while a
 * journey's own axe ran (a fresh-clone run failed so). Any change turns the status back to
 * "Checking accessibility…" at once, so a status that stays checked that long means none came.
 */
export async function editorAtRest(page: Page): Promise<void> {
  const checking = page.getByText("Checking accessibility…");
  for (;;) {
    await page.getByText("Accessibility checked").waitFor();
    const changed = await checking
      .waitFor({ timeout: PREVIEW_CHECK_DELAY_MS + 500 })
      .then(() => true)
      .catch(() => false);
    if (!changed) return;
  }
}
