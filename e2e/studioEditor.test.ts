import { metaPublishingProblems, PAGE_WEIGHT_BUDGETS } from "@workcraft/domain/rules";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { format, resolveConfig } from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDir } from "../site/build-tools/readContent";
import { ALT_TEXT_REQUIRED_MESSAGE } from "../site/app/blockFields/imageField";
import { siteMetaDefaults } from "../site/app/config/brand";
import { indexContent } from "../site/app/content/contentIndex";
import { withoutSchemaReference } from "../site/app/studio/pageFile";
import { accessibilityViolations } from "./browser";
import { dataOf, editorAtRest, startPage, studioSitePerFile, useCasePage } from "./studioSite";

/*
 * The Studio's editor against a server of its own: a page started from the use-case starter,
 * drawn by the site's own views, held back while it breaks the build's rules, published for
 * visitors; an editor who may not publish; two people saving one page.
 */

const CY = "cy@studio.example";
const DI = "di@studio.example";
const EV = "ev@studio.example";
const FAY = "fay@studio.example";

const studio = studioSitePerFile([
  { email: CY, role: "publisher", name: "Cy" },
  { email: DI, role: "editor", name: "Di" },
  { email: EV, role: "publisher", name: "Ev" },
  { email: FAY, role: "editor", name: "Fay" },
]);

/** The editor's preview: the site's own page in Puck's frame. */
const preview = (page: Page) => page.frameLocator("iframe");

/** Takes the first block of `type` off the page: chosen in the preview, deleted from its bar. */
async function removeBlock(page: Page, type: string): Promise<void> {
  await preview(page).locator(`[data-puck-component^="${type}-"]`).first().click();
  // The chosen block's action bar: drawn over the preview, in the editor's document or the frame's.
  const bar = '[class*="_ActionBar"]';
  const inPage = page.locator(bar).getByRole("button", { name: "Delete" });
  const inFrame = preview(page).locator(bar).getByRole("button", { name: "Delete" });
  await ((await inPage.count()) > 0 ? inPage : inFrame).first().click();
}

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
    // The width chosen stays while the page changes and is checked again.
    await cy.getByRole("button", { name: "Switch to Phone viewport" }).click();
    await cy.locator('[name="meta.title"]:visible').fill("Boards for every depot");
    await cy.getByText("Checking accessibility…").waitFor();
    await cy.getByText("Accessibility checked").waitFor();
    expect(
      await cy
        .locator("iframe")
        .evaluate((frame) => (frame as HTMLIFrameElement).contentWindow?.innerWidth),
    ).toBe(390);
  });

  it("composes a page of four blocks by keyboard alone: added, moved and written", async () => {
    const keys = cy.keyboard;
    await cy.goto("/studio");
    // The address starts as /use-case/, the caret after it.
    await cy.getByLabel("Address").focus();
    await keys.type("keyed-boards");
    await cy.getByLabel("Title").focus();
    await keys.type("Boards by keyboard");
    await cy.getByLabel("Start from").selectOption({ label: "A blank page" });
    await cy.getByRole("button", { name: "Create the page" }).focus();
    await keys.press("Enter");
    await cy.waitForURL(/\/studio\/pages\/\w+$/u);
    const id = /\/studio\/pages\/(\w+)$/u.exec(cy.url())![1]!;

    const blockToAdd = cy.getByLabel("Block to add");
    for (const label of [
      "Hero",
      "Feature with picture",
      "Questions and answers",
      "Call to action",
    ]) {
      await blockToAdd.focus();
      await blockToAdd.selectOption({ label });
      await keys.press("Tab");
      await keys.press("Enter");
      await cy.getByText(new RegExp(`^Added ${label} as block \\d of \\d`, "u")).waitFor();
    }
    // The call to action, chosen as the last added, goes up one place, before the questions.
    await cy.getByRole("button", { name: "Move block up" }).focus();
    await keys.press("Enter");
    await cy.getByText("Moved the chosen block to place 3 of 4.").waitFor();
    // Its fields are shown: its title is written from the keyboard.
    await cy.locator('[name="title"]:visible').focus();
    await keys.press("ControlOrMeta+A");
    await keys.type("Talk to us about depots");

    await expect
      .poll(
        async () => {
          const saved = await dataOf<{
            draft: { blocks: { type: string; props: { title?: string } }[] };
          }>(await studio.studioCall(cy, "pages/get", { id }));
          return saved.draft.blocks.map(
            ({ type, props }) => `${type}${type === "CallToAction" ? `: ${props.title}` : ""}`,
          );
        },
        { timeout: 10_000 },
      )
      .toEqual(["Hero", "FeatureBlock", "CallToAction: Talk to us about depots", "FAQ"]);
    expect(await preview(cy).locator("[data-puck-component]").count()).toBe(4);
    await preview(cy).getByRole("heading", { name: "Talk to us about depots" }).waitFor();
    expect(await accessibilityViolations(cy)).toEqual([]);
  });

  it("composes a page with the mouse: a block dragged from the list into the page", async () => {
    await startPage(cy, "/use-case/dragged-boards", "Boards by mouse");
    const blocks = preview(cy).locator("[data-puck-component]");
    const before = await blocks.count();
    const source = cy.getByText("Testimonial", { exact: true }).filter({ visible: true }).first();
    const from = (await source.boundingBox())!;
    const target = (await cy.locator("iframe").boundingBox())!;
    await cy.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await cy.mouse.down();
    await cy.mouse.move(from.x + from.width / 2 + 40, from.y + from.height / 2, { steps: 5 });
    await cy.mouse.move(target.x + target.width / 2, target.y + target.height / 3, { steps: 25 });
    await cy.waitForTimeout(300);
    await cy.mouse.up();
    await expect.poll(() => blocks.count()).toBe(before + 1);
    await expect
      .poll(() => preview(cy).locator('[data-puck-component^="Testimonial-"]').count())
      .toBe(1);
  });

  it("weighs the page on a phone against the site's budgets, again after each save", async () => {
    await startPage(cy, "/use-case/weighed-boards", "Boards to weigh");
    const weight = cy.getByRole("list", { name: "Weight on a phone 390 pixels wide" });
    const line = (name: string) => weight.getByText(new RegExp(`^${name} \\d+\\.\\d KB of `, "u"));
    await line("HTML").waitFor();
    const kilobytesOf = async (name: string) =>
      Number(/ (\d+\.\d) KB of/u.exec((await line(name).textContent())!)![1]);
    // Each against its budget, saying by how much it is over, if it is.
    const over = "(, \\d+\\.\\d KB over budget)?$";
    for (const [name, part] of [
      ["HTML", "html"],
      ["CSS", "css"],
      ["JavaScript", "js"],
      ["Images", "images"],
    ] as const) {
      const budget = (PAGE_WEIGHT_BUDGETS[part] / 1024).toFixed(1).replace(".", "\\.");
      const said = new RegExp(`^${name} \\d+\\.\\d KB of ${budget} KB${over}`, "u");
      expect(await weight.getByText(said).count(), name).toBe(1);
    }
    expect(await kilobytesOf("JavaScript")).toBeGreaterThan(20);
    // The use-case starter's page is within every budget.
    expect(await weight.textContent()).not.toMatch(/over budget/u);
    expect(await kilobytesOf("CSS")).toBeGreaterThan(5);
    // The starter's App cards show the apps' pictures: at a phone's width, some bytes.
    const images = await kilobytesOf("Images");
    expect(images).toBeGreaterThan(0);

    // One block less after a save: the page weighs less.
    const html = await kilobytesOf("HTML");
    await cy.getByText(/^Draft saved at/u).waitFor();
    await removeBlock(cy, "FAQ");
    await preview(cy).locator('[data-puck-component^="FAQ-"]').waitFor({ state: "detached" });
    await expect.poll(() => kilobytesOf("HTML"), { timeout: 15_000 }).toBeLessThan(html);
  });

  it("keeps Publish disabled with the build's message while the title is too long, then publishes", async () => {
    await startPage(cy, "/use-case/fleet-yards", "Yards for fleets");
    const publish = cy.getByRole("button", { name: "Publish" });
    // Once the preview's accessibility check has seen the page.
    await expect.poll(() => publish.isEnabled()).toBe(true);

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

  it("holds Publish back while a picture has no words: spaces are no alt text", async () => {
    await startPage(cy, "/use-case/pictures-in-words", "Pictures in words");
    const publish = cy.getByRole("button", { name: "Publish" });
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await preview(cy).locator('[data-puck-component="FeatureBlock-3"]').click();
    // Some text, but it tells nobody what the picture shows: the block's schema trims it away.
    const alt = cy.getByRole("textbox", { name: /^Alt text/u }).filter({ visible: true });
    await alt.fill(" ");
    const problem = cy.getByRole("button", {
      name: `Block 3, image.alt: ${ALT_TEXT_REQUIRED_MESSAGE}`,
    });
    await problem.waitFor();
    expect(await publish.isDisabled()).toBe(true);
    await cy.getByText("1 problem to fix before publishing").waitFor();

    await alt.fill("A board whose columns the team named for its own stages");
    await problem.waitFor({ state: "detached" });
    await expect.poll(() => publish.isEnabled()).toBe(true);
  });

  it("holds Publish back while axe finds a serious problem in the preview: a question without words", async () => {
    // A space passes the FAQ's schema (some text), but gives the question's summary no name.
    // (Alt text and the words of links and buttons of actions are trimmed by their schemas.)
    const page = useCasePage("Questions in words", "Questions in words");
    const blocks = (
      page as unknown as { blocks: { type: string; props: Record<string, unknown> }[] }
    ).blocks;
    const faq = blocks.find((block) => block.type === "FAQ")!;
    (faq.props.items as { question: string }[])[0]!.question = " ";
    const created = await dataOf<{ id: string }>(
      await studio.studioCall(cy, "pages/create", { path: "/use-case/questions-in-words", page }),
    );
    await cy.goto(`/studio/pages/${created.id}`);
    const publish = cy.getByRole("button", { name: "Publish" });
    const finding = cy.getByRole("button", {
      name: /^Block \d+, the block: Summary elements must have discernible text \(axe: summary-name\)$/u,
    });
    await finding.waitFor();
    await cy.getByText("1 problem to fix before publishing").waitFor();
    expect(await publish.isDisabled()).toBe(true);
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

  it("compares a version with the draft block by block, keeps a checkpoint and restores the version", async () => {
    await startPage(cy, "/use-case/history-boards", "Boards with a history");
    const description = cy.locator('[name="meta.description"]:visible');
    const published = await description.inputValue();
    await cy.getByRole("button", { name: "Publish" }).click();
    await cy.getByText("Version 1 is live at").waitFor();

    await description.fill("Boards for every depot, written after the first version went live.");
    await cy.getByText(/^Draft saved at/u).waitFor();
    await cy.getByRole("button", { name: "History" }).click();
    const history = cy.getByRole("dialog", { name: "History of /use-case/history-boards" });
    await history
      .getByText(/^Version 1, published by Cy on \d{4}-\d\d-\d\d \d\d:\d\d UTC$/u)
      .waitFor();
    await history.getByRole("button", { name: "Compare version 1 with the draft" }).click();
    const against = history.getByRole("list", { name: "Version 1 against the draft" });
    await against.getByText("Page settings changed: Meta description").waitFor();
    expect(await against.getByRole("listitem").count()).toBe(1);

    await history.getByLabel("Keep the draft as a checkpoint").fill("Before the restore");
    await history.getByRole("button", { name: "Keep checkpoint" }).click();
    await history.getByText("Kept the draft as version 2.").waitFor();
    await history.getByText(/^Version 2, checkpoint by Cy on .+: Before the restore$/u).waitFor();
    expect(await accessibilityViolations(cy)).toEqual([]);

    await history.getByRole("button", { name: "Restore version 1 into the draft" }).click();
    // The editor opens again on the draft the restore made: the published description.
    await expect.poll(() => description.inputValue()).toBe(published);
    const id = /\/studio\/pages\/(\w+)$/u.exec(cy.url())![1]!;
    const saved = await dataOf<{ draft: { meta: { description: string } } }>(
      await studio.studioCall(cy, "pages/get", { id }),
    );
    expect(saved.draft.meta.description).toBe(published);
    const { versions } = await dataOf<{ versions: { number: number; kind: string }[] }>(
      await studio.studioCall(cy, "pages/versions", { id }),
    );
    expect(versions.map(({ number, kind }) => `${number} ${kind}`)).toEqual([
      "3 restore",
      "2 checkpoint",
      "1 publish",
    ]);
  });

  it("shows an editor the history to compare, but no restore", async () => {
    const fay = await studio.signedIn(FAY);
    const created = await dataOf<{ id: string }>(
      await studio.studioCall(fay, "pages/create", {
        path: "/use-case/kept-boards",
        page: {
          meta: { title: "Kept boards", description: "A page with a checkpoint." },
          blocks: [],
        },
      }),
    );
    await studio.studioCall(fay, "pages/checkpoint", { id: created.id, message: "First words" });
    await fay.goto(`/studio/pages/${created.id}`);
    await fay.getByRole("button", { name: "History" }).click();
    const history = fay.getByRole("dialog", { name: "History of /use-case/kept-boards" });
    await history.getByText(/^Version 1, checkpoint by Fay on .+: First words$/u).waitFor();
    await history.getByRole("button", { name: "Compare version 1 with the draft" }).click();
    await history.getByText("The draft is the same as this version.").waitFor();
    await history.getByText("Restoring a version needs the publisher role.").waitFor();
    expect(await history.getByRole("button", { name: /^Restore version/u }).count()).toBe(0);
    await fay.context().close();
  });

  it("shares the draft by a preview link that works signed out, never indexed, until it expires", async () => {
    await startPage(cy, "/use-case/preview-boards", "Boards to review");
    const site = studio.site().url;
    // A link made to last five seconds works now. Its five seconds run while the rest of the
    // test works, and by its end the link has expired: waited out at the end, they made this
    // the longest of the Studio's journeys.
    const id = /\/studio\/pages\/(\w+)$/u.exec(cy.url())![1]!;
    const short = await dataOf<{ url: string }>(
      await studio.studioCall(cy, "pages/preview-link", { id, validForSeconds: 5 }),
    );
    expect((await fetch(`${site}${short.url}`)).status).toBe(200);

    await cy.getByRole("button", { name: "Preview link" }).click();
    const dialog = cy.getByRole("dialog", { name: "Preview link of /use-case/preview-boards" });
    await dialog.getByLabel("Works for").selectOption({ label: "7 days" });
    await dialog.getByRole("button", { name: "Make a link" }).click();
    const field = dialog.getByLabel("Preview link");
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/use-case\/preview-boards\?preview=[\w-]{43}$/u);
    await dialog.getByText(/^Works until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/u).waitFor();
    expect(await accessibilityViolations(cy)).toEqual([]);

    // A reviewer without an account sees the draft, said to be a preview, never indexed.
    const reviewer = await studio.newVisitor();
    const refusals: string[] = [];
    reviewer.on("console", (message) => {
      if (/Content Security Policy|hydrat/iu.test(message.text())) refusals.push(message.text());
    });
    const shown = await reviewer.goto(url);
    expect(shown?.status()).toBe(200);
    expect(shown?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(shown?.headers()["cache-control"]).toBe("private, no-store");
    await reviewer
      .getByRole("note", { name: "Preview" })
      .getByText(/is a draft shown for review/u)
      .waitFor();
    expect(await reviewer.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await reviewer.locator('link[rel="canonical"]').count()).toBe(0);
    await reviewer.getByRole("heading", { level: 1 }).waitFor();
    expect(await accessibilityViolations(reviewer)).toEqual([]);
    expect(refusals).toEqual([]);
    // The page itself is not on the site.
    expect((await reviewer.goto("/use-case/preview-boards"))?.status()).toBe(404);

    // The five-second link says it has expired; a made-up one is refused.
    await expect
      .poll(async () => (await fetch(`${site}${short.url}`)).status, {
        timeout: 15_000,
        interval: 500,
      })
      .toBe(410);
    expect((await reviewer.goto(short.url))?.status()).toBe(410);
    await reviewer.getByRole("heading", { name: "This preview link has ended" }).waitFor();
    const madeUp = await reviewer.goto(`/use-case/preview-boards?preview=${"x".repeat(43)}`);
    expect(madeUp?.status()).toBe(404);
    await reviewer.getByRole("heading", { name: "This preview link is not valid" }).waitFor();
    await reviewer.context().close();
  });

  it("previews one version from the history", async () => {
    await startPage(cy, "/use-case/versioned-boards", "Boards in versions");
    await cy.getByRole("button", { name: "Publish" }).click();
    await cy.getByText("Version 1 is live at").waitFor();
    await cy.locator('[name="meta.title"]:visible').fill("Boards in versions, reworded");
    await cy.getByText(/^Draft saved at/u).waitFor();
    await cy.getByRole("button", { name: "History" }).click();
    const history = cy.getByRole("dialog", { name: "History of /use-case/versioned-boards" });
    await history.getByRole("button", { name: "Preview version 1" }).click();
    const link = history.getByRole("link", { name: "Open the preview of version 1" });
    const reviewer = await studio.newVisitor();
    await reviewer.goto((await link.getAttribute("href"))!);
    await reviewer.getByRole("note", { name: "Preview" }).waitFor();
    expect(await reviewer.title()).toMatch(/^Boards in versions(?!, reworded)/u);
    await reviewer.context().close();
  });

  it("exports a page as the content file the build reads, and imports such a file into the draft", async () => {
    await startPage(cy, "/use-case/exported-boards", "Boards to export");
    const downloading = cy.waitForEvent("download");
    await cy.getByRole("button", { name: "Export JSON" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("exported-boards.json");
    await cy
      .getByText(
        "Exported exported-boards.json: it goes in site/content/use-case/exported-boards.json",
      )
      .waitFor();
    const text = readFileSync(await download.path(), "utf8");
    // The build takes it as it is, at its path; the repository's Prettier leaves it as it is.
    const file = "use-case/exported-boards.json";
    const [indexed] = indexContent([{ file, json: JSON.parse(text) }]);
    expect(indexed?.path).toBe("/use-case/exported-boards");
    expect(indexed?.page.meta.title).toBe("Boards to export");
    const settings = await resolveConfig(join(contentDir, file));
    expect(await format(text, { ...settings, parser: "json" })).toBe(text);

    // A file that is not a page is refused, and the draft stays.
    const picker = cy.locator('input[type="file"]');
    await picker.setInputFiles({
      name: "notes.json",
      mimeType: "application/json",
      buffer: Buffer.from("{ meta"),
    });
    await cy
      .getByText("notes.json is not JSON: export a page from the Studio to see one")
      .waitFor();
    const title = cy.locator('[name="meta.title"]:visible');
    expect(await title.inputValue()).toBe("Boards to export");

    // A committed page's file becomes the draft, and the editor opens it.
    const committed = join(contentDir, "use-case/venture-capital-crm.json");
    const page = withoutSchemaReference(
      JSON.parse(readFileSync(committed, "utf8")) as { meta: { title: string } },
    );
    await picker.setInputFiles(committed);
    await expect.poll(() => title.inputValue()).toBe(page.meta.title);
    const id = /\/studio\/pages\/(\w+)$/u.exec(cy.url())![1]!;
    const saved = await dataOf<{ draft: unknown }>(
      await studio.studioCall(cy, "pages/get", { id }),
    );
    expect(saved.draft).toEqual(page);
  });

  it("has no accessibility violation on its pages list or in its editor", async () => {
    await cy.goto("/studio");
    await cy.getByRole("heading", { name: "Pages" }).waitFor();
    expect(await accessibilityViolations(cy)).toEqual([]);
    await cy.getByRole("link", { name: "Yards for fleets" }).click();
    await preview(cy).getByRole("heading", { level: 1 }).waitFor();
    await editorAtRest(cy);
    expect(await accessibilityViolations(cy)).toEqual([]);
  });
});
