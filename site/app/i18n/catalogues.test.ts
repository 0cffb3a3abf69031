import { SITE_LOCALES, ORDER_PROBLEM_WORDS, WORKSPACE_NAME_LENGTH } from "@workcraft/domain/rules";
import { beforeAll, describe, expect, it } from "vitest";
import { compileCatalogue, MESSAGE_CATALOGUES } from "../../build-tools/messageCataloguesPlugin";
import { cartNoticeText } from "../stores/cartNoticeText";
import { MESSAGE_PARTS, messagePartOf } from "./messageCatalogue";
import { en } from "./messages/en";
import { keepCatalogue, loadMessageFormatting, ShellText } from "./shellText";

for (const locale of SITE_LOCALES) keepCatalogue(locale, compileCatalogue(locale));
beforeAll(loadMessageFormatting);

/**
 * Messages that are the same words in English and in the locale: names (of the brand's products
 * and pages) and words the language takes as they are.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [
    "menu.apps",
    "menu.builder",
    "menu.support",
    "menu.appStore",
    "footer.legal.sitemap",
    "checkout.order.apps",
    "checkout.details.acceptEnd",
    "block.calculator.subscriptionsLine",
    "block.app.version",
    "block.app.app",
    "block.store.facet.investment",
    "block.store.facet.marketing",
  ],
  fr: [
    "menu.builder",
    "menu.appStore",
    "header.mobileMenu",
    "footer.solutions",
    "footer.contact",
    "shell.toastRegion",
    "checkout.details.documents",
    "checkout.step.done",
    "checkout.details.acceptEnd",
    "block.calculator.documents",
    "block.calculator.subscriptionsLine",
    "block.app.app",
    "block.app.type",
    "block.app.version",
    "block.roadmap.vote.one",
    "block.roadmap.vote.other",
    "block.store.facet.finance",
    "block.store.facet.marketing",
  ],
};

describe("the German and French catalogues", () => {
  it("compile, with values where English has them", () => {
    for (const locale of SITE_LOCALES) expect(() => compileCatalogue(locale)).not.toThrow();
  });

  it.each(["de", "fr"] as const)("leave no English message in %s, but for names", (locale) => {
    const same = Object.keys(en).filter(
      (id) => MESSAGE_CATALOGUES[locale][id as keyof typeof en] === en[id as keyof typeof en],
    );
    expect(same.sort()).toEqual([...(SAME_AS_ENGLISH[locale] ?? [])].sort());
  });

  it("say a count's plural the locale's way, through Lingui and Intl", () => {
    const de = new ShellText("de");
    const fr = new ShellText("fr");
    expect(cartNoticeText(de, { kind: "dependencies-added", app: "Fakturierung", count: 1 })).toBe(
      "Fakturierung arbeitet mit einer weiteren App zusammen, die deshalb ebenfalls in Ihren Warenkorb gelegt wurde.",
    );
    expect(cartNoticeText(de, { kind: "dependencies-added", app: "Fakturierung", count: 3 })).toBe(
      "Fakturierung arbeitet mit 3 weiteren Apps zusammen, die deshalb ebenfalls in Ihren Warenkorb gelegt wurden.",
    );
    expect(cartNoticeText(fr, { kind: "dependencies-added", app: "Facturation", count: 2 })).toBe(
      "Facturation fonctionne avec 2 autres applications, qui ont donc aussi été ajoutées à votre panier.",
    );
    expect(
      cartNoticeText(de, { kind: "dependants", removing: "Deal Flow", dependants: ["A", "B"] }),
    ).toBe(
      "Deal Flow kann nicht entfernt werden, weil A und B darauf aufbauen. Entfernen Sie zuerst diese Apps.",
    );
  });
});

describe("the catalogue's parts", () => {
  it("put each message in one part, the shell's frame with the page", () => {
    const parts = new Set(Object.keys(en).map(messagePartOf));
    expect([...parts].every((part) => MESSAGE_PARTS.includes(part))).toBe(true);
    expect(messagePartOf("menu.apps")).toBe("page");
    expect(messagePartOf("shell.closeToast")).toBe("page");
    expect(messagePartOf("connection.offline")).toBe("page");
    expect(messagePartOf("footer.contact")).toBe("footer");
    expect(messagePartOf("toast.dependenciesAdded")).toBe("cart");
    expect(messagePartOf("api.timeout")).toBe("form");
    expect(messagePartOf("notFound.title")).toBe("notFound");
    // A launch notice's words load after a vote (or with the pages its mails open); the
    // roadmap's day of a launch shows with the block.
    expect(messagePartOf("notice.ask.submit")).toBe("notice");
    expect(messagePartOf("notice.unsubscribe.button")).toBe("notice");
    expect(messagePartOf("block.roadmap.launched")).toBe("block");
  });

  it("count a confirmation link's hours the locale's way", () => {
    const sent = (locale: "en" | "de" | "fr", hours: number) =>
      new ShellText(locale).format("notice.ask.sent", { email: "a@b.example", hours, app: "X" });
    expect(sent("en", 48)).toContain("within 48 hours to confirm");
    expect(sent("en", 1)).toContain("within 1 hour to confirm");
    expect(sent("de", 48)).toContain("innerhalb von 48 Stunden");
    expect(sent("de", 1)).toContain("innerhalb von 1 Stunde");
    expect(sent("fr", 48)).toContain("dans les 48 heures");
    expect(sent("fr", 1)).toContain("Ouvrez-le dans l’heure pour confirmer");
  });

  it("give a plain message as its text, escapes resolved, with no formatter", () => {
    expect(new ShellText("de").text("menu.pricing")).toBe("Preise");
    expect(new ShellText("fr").text("menu.useCases")).toBe("Cas d’usage");
    expect(compileCatalogue("en")["notFound.title"]).toBe("Page not found");
  });

  it("say a workspace name's problem as the order check does in each locale", () => {
    for (const locale of SITE_LOCALES) {
      expect(
        new ShellText(locale).format("checkout.problem.workspaceName", {
          min: String(WORKSPACE_NAME_LENGTH.min),
          max: String(WORKSPACE_NAME_LENGTH.max),
        }),
      ).toBe(ORDER_PROBLEM_WORDS[locale].workspaceNameInvalid);
    }
  });
});
