import { CATALOGUE_TRANSLATIONS } from "@workcraft/domain/data";
import { describe, expect, it } from "vitest";
import { appPagePath, templatePagePath } from "../paths";
import { appSummaries } from "./appSummaries";
import { appHasPageIn, templateHasPageIn } from "./catalogueLocale";
import { storeListing } from "./storeEntries";
import { templateSummaries } from "./templateDetails";

describe("the catalogue in a locale", () => {
  it("lists the store's apps with the locale's words, linking to their pages there", () => {
    const english = storeListing();
    const german = storeListing("de");
    expect(german.apps.map(({ id }) => id)).toEqual(english.apps.map(({ id }) => id));
    for (const [index, app] of german.apps.entries()) {
      const words = CATALOGUE_TRANSLATIONS.de.apps[app.id];
      expect(app.name).toBe(english.apps[index]!.name);
      if (words) {
        expect(app.description).toBe(words.shortDescription);
        expect(app.href).toBe(`/de${appPagePath(app.slug)}`);
      } else {
        // No German page: the card leads to the English one, never to a /de/ page that is not.
        expect(app.href).toBe(appPagePath(app.slug));
      }
    }
  });

  it("links an app's cards and a template's card to the locale's page where it exists", () => {
    const [card] = appSummaries(["dashboards"], "fr");
    expect(card?.href).toBe(
      appHasPageIn("dashboards", "fr")
        ? "/fr/business-app/apps/dashboards"
        : appPagePath("dashboards"),
    );
    for (const template of templateSummaries("fr")) {
      expect(template.href).toBe(
        templateHasPageIn(template.id, "fr")
          ? `/fr${templatePagePath(template.id)}`
          : templatePagePath(template.id),
      );
    }
    expect(templateSummaries().map(({ href }) => href)).toEqual(
      templateSummaries().map(({ id }) => templatePagePath(id)),
    );
  });

  it("has every page in English", () => {
    expect(appHasPageIn("no-such-app", "en")).toBe(true);
    expect(appHasPageIn("no-such-app", "de")).toBe(false);
    expect(templateHasPageIn("no-such-template", "fr")).toBe(false);
  });
});
