import { CATALOGUE_APPS, CATALOGUE_TRANSLATIONS, TEMPLATES } from "@workcraft/domain/data";
import { localizedPath } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { readContent } from "../../build-tools/readContent";
import { appPagePath, CART_PATH, checkoutStepPath, templatePagePath } from "../paths";
import { pageLocales } from "./pageLocales";
import { sitePages } from "./sitePages";

const pages = sitePages(readContent());
const byPath = new Map(pages.map((page) => [page.path, page]));
const hasPage = (path: string) => byPath.has(path);

describe("the locales a page exists in", () => {
  it("are those of the page's translations, found by their paths, in the site's order", () => {
    const existing = new Set(["/pricing", "/fr/pricing", "/de/only-german"]);
    const has = (path: string) => existing.has(path);
    expect(pageLocales("/pricing", has)).toEqual(["en", "fr"]);
    expect(pageLocales("/only-german", has)).toEqual(["de"]);
    expect(pageLocales("/nowhere", has)).toEqual([]);
  });

  it("are every locale for the cart and each checkout step, which have no file", () => {
    const none = () => false;
    expect(pageLocales(CART_PATH, none)).toEqual(["en", "de", "fr"]);
    expect(pageLocales(checkoutStepPath("code"), none)).toEqual(["en", "de", "fr"]);
  });

  it("follow the content folders: a file under de/ is German's page at the same path", () => {
    expect(pageLocales("/pricing", hasPage)).toEqual(["en", "de", "fr"]);
    expect(pageLocales("/", hasPage)).toEqual(["en", "de", "fr"]);
    expect(pageLocales("/blog/building-your-first-no-code-app", hasPage)).toEqual(["en"]);
  });
});

describe("the catalogue's pages in a locale", () => {
  it("are an app's or template's page wherever that locale's translation covers it", () => {
    for (const [locale, translation] of Object.entries(CATALOGUE_TRANSLATIONS)) {
      for (const app of CATALOGUE_APPS) {
        const path = localizedPath(appPagePath(app.marketing.slug), translation.locale);
        expect(hasPage(path), `${locale} ${path}`).toBe(translation.apps[app.id] !== undefined);
      }
      for (const { id } of TEMPLATES) {
        const path = localizedPath(templatePagePath(id), translation.locale);
        expect(hasPage(path), `${locale} ${path}`).toBe(id in translation.templates);
      }
    }
  });

  it("show the locale's words and keep the product's name", () => {
    const app = CATALOGUE_APPS.find(({ id }) => CATALOGUE_TRANSLATIONS.de.apps[id] !== undefined)!;
    const german = byPath.get(localizedPath(appPagePath(app.marketing.slug), "de"))!;
    const words = CATALOGUE_TRANSLATIONS.de.apps[app.id]!;
    expect(german.page.listing).toEqual({ title: app.name, description: words.shortDescription });
    expect(german.page.meta.title).toContain(app.name);
    expect(german.page.meta.title).not.toBe(
      byPath.get(appPagePath(app.marketing.slug))!.page.meta.title,
    );
    expect(german.page.blocks).toEqual([{ type: "AppDetails", props: { appId: app.id } }]);
  });
});
