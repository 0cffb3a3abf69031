import {
  cartNoticeMessage,
  EMPTY_CART_MESSAGE,
  ONLY_DEFAULT_APPS_MESSAGE,
  type CartNotice,
} from "@workcraft/domain/rules";
import { beforeAll, describe, expect, it } from "vitest";
import { compileCatalogue } from "../../build-tools/messageCataloguesPlugin";
import { cartNoticeText } from "../stores/cartNoticeText";
import { en } from "./messages/en";
import { keepCatalogue, loadMessageFormatting, ShellText } from "./shellText";

/*
 * The English catalogue holds the spec's strings word for word (spec sections 2, 4 and 8): the
 * top menu, the mobile menu's extras, the small footer's two links, the two toasts and their
 * button, and the new-version question. Written out here as the spec gives them.
 */
const SPEC_STRINGS = {
  "menu.apps": "Apps",
  "menu.products": "Products",
  "menu.products.forCompanies": "For companies",
  "menu.products.startups": "Startups",
  "menu.products.enterprises": "Enterprises",
  "menu.products.forPartners": "For partners",
  "menu.products.enterpriseConsultants": "Enterprise Consultants",
  "menu.products.marketplacePartners": "Marketplace Partners",
  "menu.useCases": "Use cases",
  "menu.useCases.medicalDistribution": "Medical Distribution ERP",
  "menu.useCases.distribution": "Distribution ERP",
  "menu.useCases.inventory": "AI Inventory Management",
  "menu.useCases.legacy": "Legacy ERP & AI",
  "menu.useCases.manufacturing": "Manufacturing ERP",
  "menu.useCases.contentAndData": "Content and Data",
  "menu.useCases.aiInfrastructure": "AI Infrastructure",
  "header.comingSoon": "Coming soon",
  "menu.builder": "Builder",
  "menu.pricing": "Pricing",
  "menu.blog": "Blog",
  "menu.documentation": "Documentation",
  "menu.support": "Support",
  "menu.home": "Home",
  "menu.appStore": "Business App Store",
  "footer.contact": "Contact",
  "footer.privacyAndTerms": "Privacy & Terms",
  "footer.partners": "Partners",
  "footer.connect": "Connect",
  "footer.products": "Products",
  "footer.solutions": "Solutions",
  "footer.resources": "Resources",
  "footer.company": "Company",
  "footer.industryTerms": "Industry terms",
  "toast.onlyDefaultApps":
    "You seem to only have default-apps in your cart. To check out, you must also add some non-default apps.",
  "toast.addMoreApps": "Add More Apps",
  "update.question": "New version available. Load New Version?",
} as const;

keepCatalogue("en", compileCatalogue("en"));
const english = new ShellText("en");
beforeAll(loadMessageFormatting);

describe("the English catalogue", () => {
  it("holds the spec's strings word for word", () => {
    for (const [id, spec] of Object.entries(SPEC_STRINGS)) {
      expect(en[id as keyof typeof en], id).toBe(spec);
    }
  });

  it("says the spec's dependency toast, singular and plural", () => {
    expect(english.format("toast.dependenciesAdded", { app: "Fund Management", count: 1 })).toBe(
      "Fund Management is connected with one other app, which therefore also have been added to your cart.",
    );
    expect(english.format("toast.dependenciesAdded", { app: "Invoicing", count: 3 })).toBe(
      "Invoicing is connected with 3 other apps, which therefore also have been added to your cart.",
    );
  });

  it("says every cart notice as the domain's English sentence does", () => {
    const notices: CartNotice[] = [
      { kind: "dependencies-added", app: "Invoicing", count: 1 },
      { kind: "dependencies-added", app: "Invoicing", count: 2 },
      { kind: "exclusion", adding: "VC CRM", inCart: "CRM" },
      { kind: "dependency-exclusion", adding: "A", needed: "B", other: "C" },
      { kind: "dependants", removing: "Deal Flow", dependants: ["Fund Management"] },
      { kind: "dependants", removing: "Deal Flow", dependants: ["A", "B", "C"] },
      { kind: "coming-soon", app: "Lead Management" },
      { kind: "coming-soon-skipped", apps: ["Lead Management"] },
      { kind: "coming-soon-skipped", apps: ["Lead Management", "AI Infrastructure"] },
      { kind: "unknown-app", app: "nope" },
    ];
    for (const notice of notices) {
      expect(cartNoticeText(english, notice)).toBe(cartNoticeMessage(notice));
    }
    expect(en["toast.onlyDefaultApps"]).toBe(ONLY_DEFAULT_APPS_MESSAGE);
    expect(en["toast.emptyCart"]).toBe(EMPTY_CART_MESSAGE);
  });
});
