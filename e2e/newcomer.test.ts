import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { opensHydrated } from "./browser";
import { expectStep, fillDetails, typeCode } from "./checkoutSteps";
import { startSiteProcess, type SiteProcess } from "./siteProcess";
import { addStudioPeople, askForLink } from "./studioSite";

/*
 * The README's first ten minutes, as a newcomer runs them: the site started as `npm start` serves
 * it (production, the embedded database in a fresh folder, no SMTP_URL, no SITE_URL), then
 * `npm run studio:add-user` while it runs, a sign-in and a checkout, each with what the server
 * prints in place of the mail it cannot send.
 */

let dataDir: string;
let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "workcraft-newcomer-"));
  [site, browser] = await Promise.all([
    startSiteProcess({
      database: { dataDir },
      environment: { SMTP_URL: "", SITE_URL: "", DATABASE_URL: "" },
    }),
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A message the server printed for `address` in place of sending it, once it is there. */
async function mailShownTo(address: string): Promise<{ subject: string; text: string }> {
  const shown = new RegExp(
    String.raw`^\[mail\] message (\d+), shown here because SMTP_URL is not set \(it is not sent\):\n  To: ${address.replace(/\./gu, "\\.")}\n  Subject: (.*)\n\n([\s\S]*?)\n\[mail\] end of message \1$`,
    "mu",
  );
  let found: RegExpExecArray | null = null;
  await expect.poll(() => (found = shown.exec(site.output())) !== null).toBe(true);
  const [, , subject = "", body = ""] = found!;
  return { subject, text: body.replace(/^ {2}/gmu, "") };
}

async function newVisitor(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: { width: 1280, height: 900 },
  });
  return opensHydrated(await context.newPage());
}

describe("a newcomer on the default set-up", () => {
  it("is told at start that mail is printed, not sent", () => {
    expect(site.output()).toContain(
      "MAIL: SMTP_URL is not set, so mail (checkout codes, Studio sign-in links) is printed here instead of sent, as this site runs at http://localhost:3000. Set SMTP_URL to send it.",
    );
  });

  it("adds themselves to the Studio while the site runs, and signs in with the link it prints", async () => {
    await addStudioPeople({ dataDir }, [
      { email: "newcomer@workcraft.example", role: "admin", name: "Nia" },
    ]);
    const page = await newVisitor();
    await askForLink(page, "newcomer@workcraft.example");
    const { subject, text } = await mailShownTo("newcomer@workcraft.example");
    expect(subject).toBe("Your Workcraft Studio sign-in link");
    const link = /http:\/\/localhost:3000(\/studio\/sign-in\?token=[A-Za-z0-9_-]+)/u.exec(text);
    expect(link, text).not.toBeNull();
    await page.goto(link![1]!);
    await page.getByText(/^Signed in as Nia \(admin\)/u).waitFor();
    await page.context().close();
  }, 90_000);

  it("finishes a checkout with the code the server prints", async () => {
    const page = await newVisitor();
    await page.goto("/checkout?template=template-b2b-commerce");
    await expectStep(page, "Your details", "Your details");
    await fillDetails(page, "Newcomer Traders", "ada@newcomer.example");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectStep(page, "Check your e-mail", "E-mail code");
    const { subject } = await mailShownTo("ada@newcomer.example");
    const code = /^(\d{6}) is your Workcraft code/u.exec(subject)?.[1];
    expect(code, subject).toMatch(/^\d{6}$/u);
    await typeCode(page, code!);
    await expectStep(page, "Create your workspace", "Workspace creation");
    await page.getByRole("button", { name: "Create workspace" }).click();
    await expectStep(page, "Your workspace Newcomer Traders is ready", "Confirmation");
    await page.context().close();
  }, 90_000);
});
