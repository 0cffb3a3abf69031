import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, localeOfPath } from "@workcraft/domain/rules";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { accessibilityViolations, opensHydrated } from "./browser";
import { repoRoot, startSiteProcess, type SiteProcess } from "./siteProcess";

/*
 * The site's lead forms against a server of their own, with the lead inbox on (ADMIN_TOKEN) so
 * each lead can be found where the team reads it. The API takes 10 leads per address in 10
 * minutes; the server trusts one proxy hop, so each visitor here comes from an address of its
 * own (X-Forwarded-For) and no test eats another's allowance.
 */

const ADMIN_TOKEN = randomBytes(16).toString("hex");

/** How long the page may take to show what it was told, on a busy machine. */
const SETTLES = { timeout: 10_000 };

/** A field of a lead form, as its content file declares it. */
interface LeadField {
  id: string;
  label: string;
  kind: "text" | "email" | "tel" | "url" | "textarea" | "select";
  required?: boolean;
  options?: string[];
}

/** A page with a lead form, read from its content file. */
interface LeadFormPage {
  path: string;
  formName: string;
  fields: LeadField[];
  submitLabel: string;
  successTitle: string;
}

/** Every page whose content file holds a lead form. */
function leadFormPages(): LeadFormPage[] {
  const folder = join(repoRoot, "site", "content");
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json") && file !== "page.schema.json")
    .flatMap((file) => {
      const page = JSON.parse(readFileSync(join(folder, file), "utf8")) as {
        blocks: { type: string; props: Omit<LeadFormPage, "path"> }[];
      };
      const path = `/${file.replace(/\.json$/u, "").replace(/(^|\/)index$/u, "")}`;
      return page.blocks
        .filter((block) => block.type === "LeadForm")
        .map((block) => ({ ...block.props, path }));
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

const PAGES = leadFormPages();
const pageAt = (path: string) => PAGES.find((page) => page.path === path)!;

/** A lead stored by the API, as the inbox lists it. */
interface InboxLead {
  formName: string;
  page: string | null;
  data: Record<string, string>;
}

let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSiteProcess({ environment: { ADMIN_TOKEN, TRUSTED_PROXY_HOPS: "1" } }),
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

let lastAddress = 0;

/** A visitor of their own: a fresh browser context coming from an address no one else uses. */
async function newVisitor(): Promise<{ page: Page; address: string }> {
  lastAddress += 1;
  const address = `198.51.100.${lastAddress}`;
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  // Every step within the test's time, so a step that hangs fails naming itself.
  context.setDefaultTimeout(15_000);
  return { page: opensHydrated(await context.newPage()), address };
}

/** Opens the page and waits until its form runs in the browser (a send before waits for it). */
async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Within the test's time, so a page that never hydrates fails here, naming what it waited for.
  await page.locator("form[data-lead-form][data-hydrated]").waitFor({ timeout: 20_000 });
}

/** An e-mail address no other lead of this run has. */
const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString("hex")}@example.com`;

/** A value each kind of field accepts. */
function validValue(field: LeadField, email: string): string {
  switch (field.kind) {
    case "email":
      return email;
    case "tel":
      return "+44 20 7946 0000";
    case "url":
      return "example.com";
    case "select":
      return field.options![0]!;
    default:
      return `Our ${field.label.toLowerCase()}`;
  }
}

/** A field's control, found by its label as a person finds it. */
const control = (page: Page, field: LeadField) =>
  page.getByRole(field.kind === "select" ? "combobox" : "textbox", {
    name: field.label,
    exact: true,
  });

/** Fills every field of the form with a valid value. */
async function fillForm(page: Page, form: LeadFormPage, email: string): Promise<void> {
  for (const field of form.fields) {
    if (field.kind === "select") await control(page, field).selectOption(validValue(field, email));
    else await control(page, field).fill(validValue(field, email));
  }
}

/** The leads of `formName` in the inbox, newest first. */
async function inboxLeads(formName: string): Promise<InboxLead[]> {
  const response = await fetch(`${site.url}/api/v2/admin/leads/list`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ formName }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { items: InboxLead[] } }).data.items;
}

/** The leads in the inbox sent with this e-mail address. */
const leadsFrom = async (formName: string, email: string) =>
  (await inboxLeads(formName)).filter((lead) => lead.data.email === email);

/** The thanks that replace a sent form; they take focus. */
async function expectThanks(page: Page, form: LeadFormPage): Promise<void> {
  const thanks = page.getByRole("status").filter({ hasText: form.successTitle });
  // The form's thanks, or its failure message: a failure fails the test with what it said.
  await thanks
    .or(page.getByRole("alert").filter({ hasText: /\S/u }))
    .first()
    .waitFor();
  const said = await page.getByRole("alert").allInnerTexts();
  expect(said.filter((text) => text.trim() !== "")).toEqual([]);
  await thanks.waitFor();
  await expect
    .poll(() => thanks.evaluate((element) => element === document.activeElement), SETTLES)
    .toBe(true);
}

/** The form's failure message; it takes focus. */
async function expectFailure(page: Page, text: string | RegExp): Promise<void> {
  // Any failure message first, so one that says something else fails with what it said.
  await page.getByRole("alert").filter({ hasText: /\S/u }).first().waitFor();
  await expect
    .poll(() => page.getByRole("alert").allInnerTexts(), SETTLES)
    .toContainEqual(
      typeof text === "string" ? expect.stringContaining(text) : expect.stringMatching(text),
    );
  const failure = page.getByRole("alert").getByText(text);
  await expect
    .poll(() => failure.evaluate((element) => element === document.activeElement), SETTLES)
    .toBe(true);
}

/** The form's messages, if the page can still tell them. */
const alertTexts = (page: Page) =>
  page
    .getByRole("alert")
    .allInnerTexts()
    .then((texts) => texts.filter((text) => text.trim() !== ""))
    .catch((error: unknown) => [`(the page could not tell: ${(error as Error).message})`]);

/**
 * The server's request-log lines (with each answer's time) for lead sends, from `from` (an offset
 * in its output) on. For a failure's message only: it gives a send still being answered 10 s to
 * end, so a late answer is told from none.
 */
async function sendsLogged(from: number): Promise<string[]> {
  const lines = () =>
    site
      .output()
      .slice(from)
      .split("\n")
      .filter((line) => line.includes('"path":"/api/v2/form-capture/send"'));
  for (let waited = 0; lines().length === 0 && waited < 10_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return lines();
}

/** The values the form's fields hold now. */
const fieldValues = (page: Page, form: LeadFormPage) =>
  Promise.all(form.fields.map((field) => control(page, field).inputValue()));

describe("lead forms", () => {
  it("are on every page that asks for a lead, each with its own form name, which its translations keep", () => {
    // A translation of a page sends its leads under the English page's form name: the inbox
    // lists them together, and each lead's page tells the language it was sent in.
    const translations = PAGES.filter(({ path }) => localeOfPath(path).locale !== DEFAULT_LOCALE);
    expect(translations.map(({ path }) => path)).toEqual([
      "/de/contact",
      "/de/interest",
      "/fr/contact",
      "/fr/interest",
    ]);
    for (const translation of translations) {
      expect(translation.formName, translation.path).toBe(
        pageAt(localeOfPath(translation.path).pagePath).formName,
      );
    }
    const english = PAGES.filter((page) => !translations.includes(page));
    expect(english.map(({ path, formName }) => [path, formName])).toEqual([
      ["/company/support", "support-request"],
      ["/contact", "contact"],
      ["/implementer-sign-up", "implementer-sign-up"],
      ["/interest", "interest"],
      ["/partner", "partner-sign-up"],
      ["/products-enterprise", "enterprise-demo"],
      ["/products-enterprise-consultant", "partner-sign-up"],
      ["/products-marketplace-partner", "marketplace-partner-sign-up"],
      ["/products-startups", "startup-sign-up"],
    ]);
  });

  it.each(PAGES.map((form) => [form.path, form] as const))(
    "%s sends its lead, which the inbox lists under its form and page",
    async (path, form) => {
      const { page } = await newVisitor();
      await openForm(page, path);
      const email = uniqueEmail(form.formName);
      await fillForm(page, form, email);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: form.submitLabel }).click();
      await expectThanks(page, form);
      expect(await accessibilityViolations(page)).toEqual([]);

      const stored = await leadsFrom(form.formName, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ formName: form.formName, page: path });
      const expected = Object.fromEntries(
        form.fields.map((field) => [field.id, validValue(field, email)]),
      );
      expect(stored[0]!.data).toEqual(expected);
      await page.context().close();
    },
  );

  it("keeps what a visitor typed before the page's script ran, and sends it", async () => {
    const form = pageAt("/contact");
    const { page } = await newVisitor();
    // A slow phone: the page's scripts arrive three seconds after its HTML.
    await page.route(/\/assets\/.+\.js$/u, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(form.path, { waitUntil: "domcontentloaded" });
    const email = uniqueEmail("early");
    await fillForm(page, form, email);
    const typed = await fieldValues(page, form);
    await page.locator("form[data-lead-form][data-hydrated]").waitFor();
    expect(await fieldValues(page, form)).toEqual(typed);
    await page.getByRole("button", { name: form.submitLabel }).click();
    await expectThanks(page, form);
    expect(await leadsFrom(form.formName, email)).toHaveLength(1);
    await page.context().close();
  });

  it("sends a lead sent before the page's script ran, once it runs, and once", async () => {
    const form = pageAt("/interest");
    const { page } = await newVisitor();
    const sends: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v2/form-capture/send")) sends.push(request.url());
    });
    await page.route(/\/assets\/.+\.js$/u, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(form.path, { waitUntil: "domcontentloaded" });
    const email = uniqueEmail("eager");
    await fillForm(page, form, email);
    // Pressed while the form is only HTML: the browser would reload the page with the lead in
    // its address, and the lead would be lost.
    expect(await page.locator("form[data-lead-form][data-hydrated]").count()).toBe(0);
    await page.getByRole("button", { name: form.submitLabel }).click();
    await expectThanks(page, form);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(form.path);
    expect(await leadsFrom(form.formName, email)).toHaveLength(1);
    expect(sends).toHaveLength(1);
    await page.context().close();
  });

  it("is filled in, checked and sent with the keyboard alone", async () => {
    const form = pageAt("/interest");
    const { page } = await newVisitor();
    await openForm(page, form.path);
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name"));

    // Tab from the start of the page to the first field.
    const first = form.fields[0]!;
    let presses = 0;
    while ((await focusedName()) !== first.id && presses < 100) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    expect(await focusedName()).toBe(first.id);

    // Enter on the empty form sends nothing: it names the problems and stays on the first.
    await page.keyboard.press("Enter");
    await expect
      .poll(() => control(page, first).getAttribute("aria-invalid"), SETTLES)
      .toBe("true");
    expect(await focusedName()).toBe(first.id);
    expect(await accessibilityViolations(page)).toEqual([]);

    const email = uniqueEmail("keyboard");
    for (const [index, field] of form.fields.entries()) {
      expect(await focusedName()).toBe(field.id);
      if (field.kind === "select") {
        // A closed select takes the first option after "Choose…" with the down arrow.
        await page.keyboard.press("ArrowDown");
        expect(await control(page, field).inputValue()).toBe(field.options![0]);
      } else {
        await page.keyboard.type(validValue(field, email));
      }
      if (index < form.fields.length - 1) await page.keyboard.press("Tab");
    }
    // The trap field is out of the tab order: the next stop is the button.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(form.submitLabel);
    await page.keyboard.press("Enter");
    await expectThanks(page, form);
    expect(await leadsFrom(form.formName, email)).toHaveLength(1);
    await page.context().close();
  });

  it("says the server is out of reach, keeps what was typed, and sends on a second try", async () => {
    const form = pageAt("/contact");
    const { page } = await newVisitor();
    await openForm(page, form.path);
    const email = uniqueEmail("offline");
    await fillForm(page, form, email);
    const typed = await fieldValues(page, form);

    await page.route("**/api/v2/form-capture/send", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: form.submitLabel }).click();
    await expectFailure(
      page,
      "Your message was not sent. We could not reach the server. Check that you are online and try again. What you typed is still here.",
    );
    expect(await fieldValues(page, form)).toEqual(typed);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.unroute("**/api/v2/form-capture/send");
    await page.getByRole("button", { name: form.submitLabel }).click();
    await expectThanks(page, form);
    expect(await leadsFrom(form.formName, email)).toHaveLength(1);
    await page.context().close();
  });

  it("says the server took too long when no answer comes in 5 seconds", async () => {
    const form = pageAt("/interest");
    const { page } = await newVisitor();
    await openForm(page, form.path);
    await fillForm(page, form, uniqueEmail("timeout"));
    const typed = await fieldValues(page, form);
    // The request reaches no server and is never answered: the client gives up after 5 s.
    await page.route("**/api/v2/form-capture/send", () => {});
    await page.getByRole("button", { name: form.submitLabel }).click();
    const button = page.getByRole("button", { name: form.submitLabel });
    await expect.poll(() => button.getAttribute("aria-busy"), SETTLES).toBe("true");
    await expectFailure(page, /The server took too long to answer\./u);
    expect(await button.getAttribute("aria-busy")).toBeNull();
    expect(await fieldValues(page, form)).toEqual(typed);
    await page.context().close();
  });

  it("says how long to wait when the API refuses more leads from the address (429)", async () => {
    const form = pageAt("/contact");
    const { page, address } = await newVisitor();
    // The address's ten leads of the window, sent straight to the API.
    for (let sent = 0; sent < 10; sent += 1) {
      const response = await fetch(`${site.url}/api/v2/form-capture/send`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: JSON.stringify({ formName: "contact", data: { email: uniqueEmail("burst") } }),
      });
      expect(response.status).toBe(200);
    }
    await openForm(page, form.path);
    const email = uniqueEmail("refused");
    await fillForm(page, form, email);
    const typed = await fieldValues(page, form);
    const isSend = (url: string) => url.endsWith("/api/v2/form-capture/send");
    const refused = page.waitForResponse((response) => isSend(response.url()));
    // A request that fails (the client gives up after 5 s) says so, rather than a bare timeout.
    refused.catch(() => {});
    const failed = new Promise<never>((_, reject) => {
      page.on("requestfailed", (request) => {
        if (isSend(request.url()))
          reject(new Error(`The lead's request failed: ${request.failure()?.errorText}`));
      });
    });
    failed.catch(() => {});
    const sent = page.waitForRequest((request) => isSend(request.url()));
    // Awaited after the click: a click that fails fails the test by itself, not through this.
    sent.catch(() => {});
    const logFrom = site.output().length;
    await page.getByRole("button", { name: form.submitLabel }).click();
    // No answer: what the form said and what the server logged of the send tell whether the
    // browser sent nothing, the server never got it, or it answered too late.
    const answer = await sent
      .then(() => Promise.race([refused, failed]))
      .catch(async (error: unknown) => {
        throw new Error(
          `${(error as Error).message}\n` +
            `The form says: ${JSON.stringify(await alertTexts(page))}\n` +
            `The server logged for the send: ${JSON.stringify(await sendsLogged(logFrom))}`,
          { cause: error },
        );
      });
    expect(answer.status()).toBe(429);
    const wait = Number(answer.headers()["retry-after"]);
    // The window's rest, which the message gives in minutes from 90 seconds on.
    expect(wait).toBeGreaterThanOrEqual(90);
    await expectFailure(
      page,
      `Your message was not sent. Too many tries. Please wait ${Math.ceil(wait / 60)} minutes and try again. What you typed is still here.`,
    );
    expect(await fieldValues(page, form)).toEqual(typed);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await leadsFrom(form.formName, email)).toHaveLength(0);
    await page.context().close();
  });

  it("sends one lead for a double click", async () => {
    const form = pageAt("/contact");
    const { page } = await newVisitor();
    await openForm(page, form.path);
    const email = uniqueEmail("double");
    await fillForm(page, form, email);
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v2/form-capture/send")) sent += 1;
    });
    await page.getByRole("button", { name: form.submitLabel }).dblclick();
    await expectThanks(page, form);
    expect(sent).toBe(1);
    expect(await leadsFrom(form.formName, email)).toHaveLength(1);
    await page.context().close();
  });
});
