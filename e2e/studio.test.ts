import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { chromium, type Browser, type Page } from "playwright-core";
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

const ADMIN = "ana@studio.example";

beforeAll(async () => {
  mailbox = await startMailbox();
  [site, browser] = await Promise.all([
    startSiteProcess({ environment: { SMTP_URL: mailbox.url } }),
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
  // As the README says to add the first admin, on the server's database.
  await promisify(execFile)(
    "npm",
    ["run", "studio:add-user", "--", "--email", ADMIN, "--role", "admin", "--name", "Ana"],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: site.databaseUrl } },
  );
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
    // The admin's link, asked for after, arrives; nothing ever came for the other address.
    await page.getByLabel("Work e-mail").fill(ADMIN);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await signInLinkMailedTo(ADMIN);
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
    for (const script of scripts) {
      expect(script).not.toContain("Workcraft Studio");
      expect(script).not.toContain("Send me a sign-in link");
      expect(script).not.toMatch(/puck/iu);
    }
    await page.context().close();
  });
});
