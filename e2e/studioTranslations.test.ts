import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations } from "./browser";
import { dataOf, editorAtRest, studioSitePerFile } from "./studioSite";

/*
 * A Studio page in two languages: composed in English, translated to French in the editor (what
 * is still in English listed and marked), each published on its own, and the pair named by both
 * pages and the sitemap at once, without a build.
 */

const GIA = "gia@studio.example";

const studio = studioSitePerFile([{ email: GIA, role: "publisher", name: "Gia" }]);

const ENGLISH_PATH = "/use-case/depot-yards";
const FRENCH_PATH = "/fr/use-case/depot-yards";

/** The editor's preview: the site's own page in Puck's frame. */
const preview = (page: Page) => page.frameLocator("iframe");

/**
 * The English page: a hero and a feature with a picture, light enough for the site's weight
 * budgets (the use-case starter's app cards carry the cart's script).
 */
const ENGLISH_PAGE = {
  meta: {
    title: "Yards for depots",
    description:
      "Every vehicle, driver and service of your depots in one workspace, with a board per yard and the costs of each vehicle.",
  },
  blocks: [
    {
      type: "Hero",
      props: {
        eyebrow: "Fleet operations",
        title: "Yards for every depot, without writing code",
        description: "Vehicles, drivers and services in one workspace your team builds itself.",
        primaryAction: { label: "See pricing", href: "/pricing" },
        image: { name: "dashboards/feature-1", alt: "A dashboard of vehicles per depot" },
        layout: "split",
      },
    },
  ],
};

/** What the translation report says of the page's translations, by locale. */
interface ReportedStates {
  pages: {
    path: string;
    translations: { locale: string; state: string; untranslated: string[] }[];
  }[];
}

describe("a Studio page in English and French", () => {
  let gia: Page;
  beforeAll(async () => {
    gia = await studio.signedIn(GIA);
  });
  afterAll(async () => {
    await gia?.context().close();
  });

  it("is composed in English, translated in the editor, and published in both", async () => {
    const english = await dataOf<{ id: string }>(
      await studio.studioCall(gia, "pages/create", { path: ENGLISH_PATH, page: ENGLISH_PAGE }),
    );
    await gia.goto(`/studio/pages/${english.id}`);
    const language = gia.getByRole("group", { name: "Language" });
    await language.getByText("English, draft").waitFor();
    expect(await language.locator('[aria-current="page"]').textContent()).toBe("English, draft");
    const publish = gia.getByRole("button", { name: "Publish" });
    await expect.poll(() => publish.isEnabled(), { timeout: 30_000 }).toBe(true);
    await publish.click();
    await gia.getByText("Version 1 is live at").waitFor();

    // French: made from the English draft, and opened.
    const englishUrl = gia.url();
    await language.getByRole("button", { name: "Translate into Français" }).click();
    await gia.waitForURL(
      (url) => url.href !== englishUrl && /\/studio\/pages\/\w+$/u.test(url.pathname),
    );
    await language.getByText("Français, draft").waitFor();
    expect(await language.getByRole("link", { name: "English, published" }).count()).toBe(1);
    expect(await language.getByRole("button", { name: "Translate into Deutsch" }).count()).toBe(1);

    // Every text field is still English: listed, and marked in the preview in the page's lang.
    const untranslated = gia.getByRole("region", { name: /^Not translated yet/u });
    await untranslated.waitFor();
    const title = untranslated.getByRole("button", { name: "Page, meta.title" });
    await title.waitFor();
    for (const field of ["title", "description", "image.alt", "primaryAction.label"]) {
      expect(
        await untranslated.getByRole("button", { name: `Block 1 (Hero), ${field}` }).count(),
        field,
      ).toBe(1);
    }
    // Not words: the link's address, the picture's name, the layout's choice.
    expect(await untranslated.getByRole("button").count()).toBe(7);
    await expect
      .poll(() =>
        gia
          .locator("iframe")
          .evaluate((frame) => (frame as HTMLIFrameElement).contentDocument?.documentElement.lang),
      )
      .toBe("fr");
    await preview(gia)
      .getByText(/^Not translated yet: /u)
      .first()
      .waitFor();

    // A field's button puts the focus on it; the translated field leaves the list.
    await title.click();
    await expect
      .poll(() => gia.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("meta.title");
    await gia.locator('[name="meta.title"]:visible').fill("Des cours pour vos dépôts");
    await gia
      .locator('[name="meta.description"]:visible')
      .fill(
        "Un CRM pour les flottes : véhicules, chauffeurs et entretiens dans un seul espace, avec un tableau par dépôt.",
      );
    await title.waitFor({ state: "detached" });
    await untranslated
      .getByRole("button", { name: "Page, meta.description" })
      .waitFor({ state: "detached" });
    await gia.getByText(/^Draft saved at/u).waitFor();

    await editorAtRest(gia);
    expect(await accessibilityViolations(gia)).toEqual([]);

    // Published in French while nothing else changed in English.
    await expect.poll(() => publish.isEnabled(), { timeout: 30_000 }).toBe(true);
    await publish.click();
    await gia.getByText("Version 1 is live at").waitFor();

    const report = await dataOf<ReportedStates>(
      await studio.studioCall(gia, "pages/translation-report", {}),
    );
    const reported = report.pages.find(({ path }) => path === ENGLISH_PATH)!;
    expect(reported.translations.map(({ locale, state }) => [locale, state])).toEqual([
      ["de", "missing"],
      ["fr", "published"],
    ]);
    expect(reported.translations[1]!.untranslated).not.toContain("meta.title");
    expect(reported.translations[1]!.untranslated).toContain("Block 1 (Hero), title");

    // The Pages screen says each page's languages.
    await gia.goto("/studio");
    await gia
      .getByText("Languages: English published, Deutsch not translated, Français published")
      .first()
      .waitFor();
    expect(await accessibilityViolations(gia)).toEqual([]);
  });

  it("is served in both, the French in French, and both listed in the sitemap, without a build", async () => {
    const base = studio.site().url;
    const [english, french] = await servedPages(base);
    expect(english).toContain("<title>Yards for depots | Workcraft</title>");
    expect(french).toMatch(/<html[^>]* lang="fr"/u);
    expect(french).toContain("<title>Des cours pour vos dépôts");
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${ENGLISH_PATH}</loc>`);
    expect(sitemap).toContain(`${FRENCH_PATH}</loc>`);
  });

  // A Studio page's translations are the Studio's published pages at the other locales' paths:
  // read with the Studio's lists, so the pair is named at once, without a build.
  it("names the pair in both pages' hreflang and in the sitemap's alternates", async () => {
    const base = studio.site().url;
    for (const html of await servedPages(base)) {
      for (const [hreflang, path] of [
        ["fr", FRENCH_PATH],
        ["en", ENGLISH_PATH],
      ] as const) {
        expect(html).toMatch(
          new RegExp(
            `<link[^>]*hreflang="${hreflang}"[^>]*href="[^"]*${path}"|<link[^>]*href="[^"]*${path}"[^>]*hreflang="${hreflang}"`,
            // React writes the attribute as hrefLang: HTML's attribute names know no case.
            "iu",
          ),
        );
      }
    }
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`hreflang="fr"\\s+href="[^"]*${FRENCH_PATH}"`, "u"));
  });
});

/** The English and the French page's HTML as the server answers them (both 200). */
async function servedPages(base: string): Promise<string[]> {
  return Promise.all(
    [ENGLISH_PATH, FRENCH_PATH].map(async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    }),
  );
}
