import { metaPublishingProblems } from "@workcraft/domain/rules";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteMetaDefaults } from "../site/app/config/brand";
import { accessibilityViolations } from "./browser";
import { dataOf, studioSitePerFile } from "./studioSite";

/*
 * The Studio's editor against a server of its own: a page started from the use-case starter,
 * drawn by the site's own views, held back while it breaks the build's rules, published for
 * visitors; an editor who may not publish; two people saving one page.
 */

const CY = "cy@studio.example";
const DI = "di@studio.example";
const EV = "ev@studio.example";

const studio = studioSitePerFile([
  { email: CY, role: "publisher", name: "Cy" },
  { email: DI, role: "editor", name: "Di" },
  { email: EV, role: "publisher", name: "Ev" },
]);

/** Starts a page on the Studio's form, from the use-case starter; resolves in its editor. */
async function startPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto("/studio");
  await page.getByLabel("Address").fill(path);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create the page" }).click();
  await page.waitForURL(/\/studio\/pages\/\w+$/u);
  await page.getByRole("button", { name: "Publish" }).waitFor();
}

/** The editor's preview: the site's own page in Puck's frame. */
const preview = (page: Page) => page.frameLocator("iframe");

describe("the Studio's editor", () => {
  let cy: Page;
  beforeAll(async () => {
    cy = await studio.signedIn(CY);
  });
  afterAll(async () => {
    await cy?.context().close();
  });

  it("starts a use-case page drawn by the site's views, at a phone's, a tablet's and a desktop's width", async () => {
    await startPage(cy, "/use-case/depot-boards", "Boards for depots");
    const frame = preview(cy);
    await frame.getByRole("heading", { level: 1 }).waitFor();
    expect(await frame.getByRole("heading", { level: 1 }).count()).toBe(1);
    // The App cards block resolved from the catalogue, as the server would.
    await frame.getByRole("heading", { name: "Kanban" }).waitFor();
    expect(await frame.getByRole("button", { name: /send/iu }).count()).toBeGreaterThan(0);
    for (const [label, width] of [
      ["Phone", 390],
      ["Tablet", 768],
      ["Desktop", 1280],
    ] as const) {
      await cy.getByRole("button", { name: `Switch to ${label} viewport` }).click();
      await expect
        .poll(() => cy.locator("iframe").evaluate((frame) => frame.getBoundingClientRect().width))
        .toBeGreaterThan(0);
      await expect
        .poll(() =>
          cy
            .locator("iframe")
            .evaluate((frame) => (frame as HTMLIFrameElement).contentWindow?.innerWidth),
        )
        .toBe(width);
    }
  });

  it("keeps Publish disabled with the build's message while the title is too long, then publishes", async () => {
    await startPage(cy, "/use-case/fleet-yards", "Yards for fleets");
    const publish = cy.getByRole("button", { name: "Publish" });
    expect(await publish.isEnabled()).toBe(true);

    const long = "Yards for fleets: every vehicle, driver, service and depot in one workspace";
    const [message] = metaPublishingProblems(
      { title: long, description: "x".repeat(80) },
      siteMetaDefaults,
    );
    expect(message).toBeDefined();
    await cy.locator('[name="meta.title"]:visible').fill(long);
    const problem = cy.getByRole("button", { name: `Page, meta.title: ${message}` });
    await problem.waitFor();
    expect(await publish.isDisabled()).toBe(true);
    await cy.getByText("1 problem to fix before publishing").waitFor();

    // The problem's button puts the focus on its field.
    await problem.click();
    await expect
      .poll(() => cy.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("meta.title");

    await cy.locator('[name="meta.title"]:visible').fill("Yards for fleets");
    await problem.waitFor({ state: "detached" });
    await cy.getByText(/^Draft saved at/u).waitFor();
    await publish.click();
    await cy.getByText("Version 1 is live at").waitFor();

    const served = await fetch(`${studio.site().url}/use-case/fleet-yards`);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain("<title>Yards for fleets | Workcraft</title>");
    expect(html).toContain("Business apps for every workflow");
  });

  it("lets an editor compose a page but not publish it", async () => {
    const di = await studio.signedIn(DI);
    await startPage(di, "/use-case/editor-draft", "A draft of an editor");
    expect(await di.getByRole("button", { name: "Publish" }).isDisabled()).toBe(true);
    await di.getByText("Publishing needs the publisher role.").waitFor();
    await di.context().close();
  });

  it("tells the second of two people saving one page who saved and when, and keeps their edits", async () => {
    const ev = await studio.signedIn(EV);
    const created = await dataOf<{ id: string }>(
      await studio.studioCall(ev, "pages/create", {
        path: "/use-case/shared-page",
        page: { meta: { title: "A shared page", description: "Edited by two." }, blocks: [] },
      }),
    );
    await ev.goto(`/studio/pages/${created.id}`);
    await ev.getByRole("button", { name: "Publish" }).waitFor();
    await cy.goto(`/studio/pages/${created.id}`);
    // Ev's editor said at once that Ev has the page open.
    await cy.getByText("Ev is editing this page").waitFor();

    await ev.locator('[name="meta.description"]:visible').fill("Ev wrote this first.");
    await ev.getByText(/^Draft saved at/u).waitFor();
    await cy.locator('[name="meta.description"]:visible').fill("Cy wrote this after.");
    await cy
      .getByText(/^Ev saved this page at \d\d:\d\d UTC; your changes are kept here/u)
      .waitFor();
    expect(await cy.locator('[name="meta.description"]:visible').inputValue()).toBe(
      "Cy wrote this after.",
    );

    await cy.getByRole("button", { name: "Save mine over theirs" }).click();
    await cy.getByText(/^Draft saved at/u).waitFor();
    const saved = await dataOf<{ draft: { meta: { description: string } } }>(
      await studio.studioCall(ev, "pages/get", { id: created.id }),
    );
    expect(saved.draft.meta.description).toBe("Cy wrote this after.");
    await ev.context().close();
  });

  it("has no accessibility violation on its pages list or in its editor", async () => {
    await cy.goto("/studio");
    await cy.getByRole("heading", { name: "Pages" }).waitFor();
    expect(await accessibilityViolations(cy)).toEqual([]);
    await cy.getByRole("link", { name: "Yards for fleets" }).click();
    await preview(cy).getByRole("heading", { level: 1 }).waitFor();
    expect(await accessibilityViolations(cy)).toEqual([]);
  });
});
