import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { chromium, type APIResponse, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { startMailbox } from "./mailbox";
import { repoRoot, startSiteProcess, type SiteProcess } from "./siteProcess";

/** A person of the Studio that a test file adds: a link can be asked for once a minute per address. */
export interface StudioPersonToAdd {
  email: string;
  role: "editor" | "publisher" | "admin";
  name: string;
}

/** What a Studio test file works with: its own server, mailbox and browser, and ways in. */
export interface StudioSite {
  site: () => SiteProcess;
  mailbox: () => Awaited<ReturnType<typeof startMailbox>>;
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

/**
 * Gives a test file a server of its own whose mail goes to a real SMTP server, with these
 * people added from the command line as the README says to add the first admin.
 */
export function studioSitePerFile(people: readonly StudioPersonToAdd[]): StudioSite {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let site: SiteProcess;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [site, browser] = await Promise.all([
      startSiteProcess({ environment: { SMTP_URL: mailbox.url } }),
      chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
    ]);
    const add = ({ email, role, name }: StudioPersonToAdd) =>
      promisify(execFile)(
        "npm",
        ["run", "studio:add-user", "--", "--email", email, "--role", role, "--name", name],
        { cwd: repoRoot, env: { ...process.env, DATABASE_URL: site.databaseUrl } },
      );
    // The first one alone, as a fresh server's first admin is; the others together.
    const [first, ...others] = people;
    if (first) await add(first);
    await Promise.all(others.map(add));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailbox?.close();
  });

  async function newVisitor(viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ baseURL: site.url, viewport });
    return context.newPage();
  }

  async function signInLinkMailedTo(address: string): Promise<string> {
    const { subject, text } = await mailbox.nextMailTo(address);
    expect(subject).toBe("Your Workcraft Studio sign-in link");
    const link = /https?:\/\/\S+\/studio\/sign-in\?token=[A-Za-z0-9_-]+/u.exec(text)?.[0];
    if (!link) throw new Error(`The mail to ${address} holds no sign-in link:\n${text}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }

  async function askForLink(page: Page, address: string): Promise<void> {
    await page.goto("/studio");
    await page.getByLabel("Work e-mail").fill(address);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await page
      .getByRole("status")
      .getByText(/a sign-in link is on its way/u)
      .waitFor();
  }

  async function signedIn(address: string, viewport?: { width: number; height: number }) {
    const page = await newVisitor(viewport);
    await askForLink(page, address);
    await page.goto(await signInLinkMailedTo(address));
    await page.getByText(/^Signed in as/u).waitFor();
    return page;
  }

  const studioCall = (page: Page, path: string, body: unknown) =>
    page.request.post(`/api/v2/studio/${path}`, { data: body, headers: { Origin: site.url } });

  return {
    site: () => site,
    mailbox: () => mailbox,
    newVisitor,
    askForLink,
    signInLinkMailedTo,
    signedIn,
    studioCall,
  };
}

/** The `data` of a call's 200 answer (the test fails, with the answer, on any other). */
export async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
