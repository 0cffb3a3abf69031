import { readFile } from "node:fs/promises";
import type { StudioPage } from "@workcraft/domain/schemas";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, loadedCode } from "./browser";
import { dataOf, studioSitePerFile, useCasePage } from "./studioSite";

/*
 * The Studio's own screens against a server of their own: its navigation, the people, the audit
 * log and the lead inbox, each at its address and each for the roles that may open it.
 */

/** The Studio's people here: a link can be asked for once a minute per address, so each test
 * signs in its own. */
const IDA = "ida@studio.example";
const JO = "jo@studio.example";
const KIT = "kit@studio.example";
const LEE = "lee@studio.example";
const MAY = "may@studio.example";

const studio = studioSitePerFile([
  { email: IDA, role: "admin", name: "Ida" },
  { email: JO, role: "admin", name: "Jo" },
  { email: KIT, role: "editor", name: "Kit" },
  { email: LEE, role: "publisher", name: "Lee" },
  { email: MAY, role: "publisher", name: "May" },
]);

/** The Studio's navigation landmark. */
const studioNav = (page: Page) => page.getByRole("navigation", { name: "Studio" });

/** The links of the Studio's navigation, and the one marked as the current page. */
async function navigation(page: Page): Promise<{ links: string[]; current: string[] }> {
  const nav = studioNav(page);
  await nav.waitFor();
  const links = await nav.getByRole("link").allTextContents();
  const current = await nav.locator('a[aria-current="page"]').allTextContents();
  return { links, current };
}

/** The cells of each row of the first table of the page, as text. */
async function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator("table tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => (cell as HTMLElement).innerText.trim()),
      ),
    );
}

/** Sends a lead through the site's form API, as the contact page's form does. */
async function sendLead(formName: string, page: string, data: Record<string, string>) {
  const url = studio.site().url;
  const response = await fetch(`${url}/api/v2/form-capture/send`, {
    method: "POST",
    headers: { "content-type": "application/json", referer: `${url}${page}` },
    body: JSON.stringify({ formName, data }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe("the Studio's screens", () => {
  it("take an admin by keyboard to the people, where she adds an editor, changes a role and turns access off; the audit log shows it all", async () => {
    const page = await studio.signedIn(IDA);
    expect(await navigation(page)).toEqual({
      links: ["Pages", "Leads", "Experiments", "Roadmap", "Redirects", "People", "Audit log"],
      current: ["Pages"],
    });

    // From the sign-out button, the keyboard goes through the navigation's links in order.
    await page.getByRole("button", { name: "Sign out" }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    for (const label of ["Pages", "Leads", "Experiments", "Roadmap", "Redirects", "People"]) {
      await page.keyboard.press("Tab");
      expect(await focused()).toBe(label);
    }
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/studio\/people$/u);
    await page.getByRole("heading", { level: 2, name: "People" }).waitFor();
    expect((await navigation(page)).current).toEqual(["People"]);
    await expect
      .poll(() => tableRows(page))
      .toEqual(
        expect.arrayContaining([
          [
            expect.stringMatching(/^Ida \(you\)$/u),
            IDA,
            expect.any(String),
            "On",
            expect.any(String),
          ],
        ]),
      );
    expect(await accessibilityViolations(page)).toEqual([]);

    // The API's words show under the fields it refuses.
    const email = page.getByLabel("E-mail");
    await email.fill("kai@");
    await page.getByRole("button", { name: "Add the person" }).click();
    await page.getByText("Enter a valid e-mail address, like name@company.com").waitFor();
    await page.getByText("Enter the person's name").waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await accessibilityViolations(page)).toEqual([]);

    await email.fill("kai@studio.example");
    await page.getByLabel("Name").fill("Kai");
    await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("editor");
    await page.getByRole("button", { name: "Add the person" }).click();
    await page
      .getByRole("status")
      .getByText("Kai was added as an editor: they can now ask for a sign-in link.")
      .waitFor();
    expect(await email.inputValue()).toBe("");
    const kaiRow = page.getByRole("row", { name: /kai@studio\.example/u });
    await kaiRow.waitFor();

    // An address already added: the API's refusal, under the field and in full.
    await email.fill("KAI@studio.example");
    await page.getByLabel("Name").fill("Kai again");
    await page.getByRole("button", { name: "Add the person" }).click();
    await page.getByText("This address already has a Studio account").waitFor();
    await page
      .getByRole("alert")
      .getByText("kai@studio.example is already a person of the Studio: change their role instead.")
      .waitFor();

    await page.getByLabel("Role of Kai").selectOption("publisher");
    await page.getByRole("button", { name: "Change role of Kai" }).click();
    await page.getByRole("status").getByText("Kai is now a publisher.").waitFor();

    await page.getByRole("button", { name: "Turn access off for Kai" }).click();
    const question = page.getByRole("alertdialog", { name: "Turn off Kai's access?" });
    await question.waitFor();
    await question.getByRole("button", { name: "Turn access off" }).click();
    await page
      .getByRole("status")
      .getByText("Kai's access is off: they are signed out and cannot sign in.")
      .waitFor();
    await page.getByRole("button", { name: "Turn access on for Kai" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The same changes, newest first, in the audit log.
    await studioNav(page).getByRole("link", { name: "Audit log" }).click();
    await page.waitForURL(/\/studio\/audit$/u);
    await page.getByRole("heading", { level: 2, name: "Audit log" }).waitFor();
    expect((await navigation(page)).current).toEqual(["Audit log"]);
    await expect
      .poll(async () => (await tableRows(page)).slice(0, 4))
      .toEqual([
        [
          expect.stringMatching(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/u),
          `Ida (${IDA})`,
          "Changed a person: access turned off",
          "kai@studio.example",
        ],
        [
          expect.any(String),
          `Ida (${IDA})`,
          "Changed a person: role from editor to publisher",
          "kai@studio.example",
        ],
        [expect.any(String), `Ida (${IDA})`, "Added a person as editor", "kai@studio.example"],
        [expect.any(String), `Ida (${IDA})`, "Signed in", "The Studio"],
      ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("show an admin the leads by form and page, newest first, and download them as CSV", async () => {
    await sendLead("contact", "/contact", {
      email: "zoe@example.com",
      name: "Zoë Lead",
      message: "Forty seats",
    });
    await sendLead("interest", "/pricing", { email: "ivy@example.com", plan: "Team" });

    const page = await studio.signedIn(JO);
    await studioNav(page).getByRole("link", { name: "Leads" }).click();
    await page.waitForURL(/\/studio\/leads$/u);
    await page.getByRole("heading", { level: 2, name: "Leads" }).waitFor();
    await expect
      .poll(() => tableRows(page))
      .toEqual([
        [
          expect.stringMatching(/ UTC$/u),
          "interest",
          "/pricing",
          "email: ivy@example.com\nplan: Team",
          // Sent from no page under an experiment.
          "None",
        ],
        [
          expect.stringMatching(/ UTC$/u),
          "contact",
          "/contact",
          "email: zoe@example.com\nmessage: Forty seats\nname: Zoë Lead",
          "None",
        ],
      ]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // One form's leads: the address names it, and so does the download.
    await page.getByLabel("Form").selectOption("contact");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/\/studio\/leads\?form=contact$/u);
    await expect.poll(() => tableRows(page)).toHaveLength(1);
    expect((await tableRows(page))[0]?.[1]).toBe("contact");
    await page.getByText("1 lead from the contact form, newest first.").waitFor();

    const link = page.getByRole("link", { name: /^Download CSV/u });
    expect(await link.getAttribute("href")).toBe("/api/v2/studio/leads/export?formName=contact");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(
      /^workcraft-leads-contact-\d{4}-\d{2}-\d{2}\.csv$/u,
    );
    const csv = await readFile(await download.path(), "utf8");
    const [header, ...rows] = csv
      .replace(/^\uFEFF/u, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe("id,created_at,form_name,page,user_agent,email,message,name");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/,contact,\/contact,.*,zoe@example\.com,Forty seats,Zoë Lead$/u);
    // The download left the Studio where it was.
    expect(new URL(page.url()).pathname).toBe("/studio/leads");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("give an editor neither the people, the audit log nor the leads, at their addresses either", async () => {
    const page = await studio.signedIn(KIT);
    expect(await navigation(page)).toEqual({ links: ["Pages"], current: ["Pages"] });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/v2\/studio\/(people|audit|leads)\//u.test(request.url()))
        asked.push(request.url());
    });

    for (const [path, label, refusal] of [
      [
        "/studio/people",
        "People",
        "Your role (editor) cannot manage the Studio's people: that takes the admin role.",
      ],
      [
        "/studio/audit",
        "Audit log",
        "Your role (editor) cannot read the audit log: that takes the admin role.",
      ],
      [
        "/studio/leads",
        "Leads",
        "Your role (editor) cannot read the leads of the site's forms: that takes the publisher or admin role.",
      ],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 2, name: label }).waitFor();
      await page.getByText(refusal).waitFor();
      expect(await page.locator("table").count(), path).toBe(0);
      expect(await navigation(page), path).toEqual({ links: ["Pages"], current: [] });
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    // The screens asked the API for nothing; the API refuses anyway.
    expect(asked).toEqual([]);
    const refused = await studio.studioCall(page, "people/list", {});
    expect(refused.status()).toBe(403);
    await page.context().close();
  });

  it("give a publisher the leads but not the people or the audit log", async () => {
    await sendLead("enterprise-demo", "/enterprise", { email: "pat@example.com" });
    const page = await studio.signedIn(LEE);
    expect(await navigation(page)).toEqual({
      links: ["Pages", "Leads", "Experiments", "Roadmap", "Redirects"],
      current: ["Pages"],
    });
    await page.goto("/studio/audit");
    await page
      .getByText("Your role (publisher) cannot read the audit log: that takes the admin role.")
      .waitFor();
    await studioNav(page).getByRole("link", { name: "Leads" }).click();
    await page.waitForURL(/\/studio\/leads$/u);
    await expect.poll(async () => (await tableRows(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });

  it("give a publisher the redirects of moved pages, which answer with the query until deleted", async () => {
    const page = await studio.signedIn(MAY);
    const created = await dataOf<StudioPage>(
      await studio.studioCall(page, "pages/create", {
        path: "/use-case/fleet-crm-redirected",
        page: useCasePage("Fleet CRM, moved", "Fleet CRM (moved)"),
      }),
    );
    await dataOf(await studio.studioCall(page, "pages/publish", { id: created.id, revision: 1 }));
    await dataOf(
      await studio.studioCall(page, "pages/move", {
        id: created.id,
        path: "/use-case/fleet-crm-moved",
      }),
    );
    const old = `${studio.site().url}/use-case/fleet-crm-redirected`;
    const moved = await fetch(`${old}?utm_source=mail`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/use-case/fleet-crm-moved?utm_source=mail");

    await studioNav(page).getByRole("link", { name: "Redirects" }).click();
    await page.waitForURL(/\/studio\/redirects$/u);
    await expect
      .poll(() => tableRows(page))
      .toEqual([
        [
          "/use-case/fleet-crm-redirected",
          "/use-case/fleet-crm-moved",
          expect.stringMatching(/UTC$/u),
          "Yes",
          expect.stringMatching(/^Delete/u),
        ],
      ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page
      .getByRole("button", { name: "Delete the redirect from /use-case/fleet-crm-redirected" })
      .click();
    await page.getByRole("button", { name: "Delete the redirect", exact: true }).click();
    await page.getByText("The redirect from /use-case/fleet-crm-redirected is deleted.").waitFor();
    expect(await tableRows(page)).toEqual([]);
    expect((await fetch(old, { redirect: "manual" })).status).toBe(404);
    await page.context().close();
  });

  it("are not in the code of the public pages", async () => {
    const page = await studio.newVisitor();
    const { scripts } = await loadedCode(page, ["/", "/contact"]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toContain("Add the person");
      expect(script).not.toContain("Turn access off");
      expect(script).not.toContain("studio/leads/export");
    }
    await page.context().close();
  });
});
