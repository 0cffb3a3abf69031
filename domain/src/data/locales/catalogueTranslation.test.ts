import { describe, expect, it } from "vitest";
import { BUILDER_PLANS } from "../builderPlans";
import { BUNDLES } from "../bundles";
import { CATALOGUE_APPS, TEMPLATES } from "../catalogue";
import { LICENCE_PRICE_LIST } from "../licencePrices";
import { MODEL_PROJECTS } from "../modelProjects";
import { ROADMAP_ITEMS } from "../roadmap";
import {
  APP_FIELD_KINDS,
  BUILDER_PLAN_FIELD_KINDS,
  BUNDLE_FIELD_KINDS,
  CART_SUMMARY_FIELD_KINDS,
  CATALOGUE_LOCALES,
  MODEL_PROJECT_FIELD_KINDS,
  PRICED_ITEM_FIELD_KINDS,
  ROADMAP_ITEM_FIELD_KINDS,
  TEMPLATE_FIELD_KINDS,
  textFieldsOf,
  translateApp,
  translateBuilderPlan,
  translateTemplate,
  type CatalogueLocale,
} from "./catalogueTranslation";
import { CATALOGUE_TRANSLATIONS } from "./index";

/** One English text and its translation, named for messages. */
interface TextPair {
  where: string;
  english: string;
  translated: string;
}

const TIERS = ["tier0", "tier1", "tier2"] as const;

/** Every English text of the catalogue beside its translation in `locale`. */
function textPairs(locale: CatalogueLocale): TextPair[] {
  const translation = CATALOGUE_TRANSLATIONS[locale];
  const pairs: TextPair[] = [];
  const add = (where: string, english: string | undefined, translated: string | undefined) => {
    if (english !== undefined) pairs.push({ where, english, translated: translated ?? "" });
  };
  for (const app of CATALOGUE_APPS) {
    const text = translation.apps[app.id];
    if (!text) continue;
    for (const field of [
      "shortDescription",
      "description",
      "fullDescription",
      "altTextImage",
      "clearTagDescription",
    ] as const) {
      add(`${app.id}.${field}`, app[field], text[field]);
    }
    app.tags.forEach((tag, index) => add(`${app.id}.tags.${index}`, tag, text.tags[index]));
    app.features.forEach((feature, index) => {
      add(`${app.id}.features.${index}.title`, feature.title, text.features[index]?.title);
      add(
        `${app.id}.features.${index}.description`,
        feature.description,
        text.features[index]?.description,
      );
    });
    for (const tier of TIERS) {
      const english = app.specifications?.[tier];
      const translated = text.specifications?.[tier];
      add(`${app.id}.specifications.${tier}.usage`, english?.usage, translated?.usage);
      add(`${app.id}.specifications.${tier}.cost`, english?.cost, translated?.cost);
    }
  }
  for (const plan of BUILDER_PLANS) {
    const text = translation.builderPlans[plan.id];
    add(
      `${plan.id}.checkoutPageInfo.title`,
      plan.checkoutPageInfo.title,
      text.checkoutPageInfo.title,
    );
    plan.checkoutItems.forEach((item, index) => {
      add(`${plan.id}.checkoutItems.${index}.name`, item.name, text.checkoutItems[index]?.name);
      add(`${plan.id}.checkoutItems.${index}.value`, item.value, text.checkoutItems[index]?.value);
    });
  }
  for (const template of TEMPLATES) {
    const text = translation.templates[template.id as keyof typeof translation.templates];
    for (const field of textFieldsOf(CART_SUMMARY_FIELD_KINDS)) {
      add(
        `${template.id}.cartSummary.${field}`,
        template.cartSummary[field],
        text?.cartSummary[field],
      );
    }
  }
  for (const item of LICENCE_PRICE_LIST) {
    add(`${item.id}.description`, item.description, translation.licences[item.id]?.description);
  }
  for (const item of ROADMAP_ITEMS) {
    add(`${item.key}.description`, item.description, translation.roadmap[item.key].description);
  }
  return pairs;
}

/**
 * Texts a translation may leave as the English one, compared without case: names (of apps,
 * services, tiers, acronyms) and numbers. Anything else left in English is a text nobody
 * translated.
 */
const ALLOWED_UNCHANGED: Record<CatalogueLocale, readonly string[]> = {
  de: [
    // Names and acronyms used as keywords or feature titles.
    "Dashboards",
    "API",
    "CDN",
    "Content Delivery Network",
    "Kanban",
    "Boards",
    "Workflow",
    "Stand-up",
    "Portfolio",
    "Reporting",
    "Due Diligence",
    "IRR",
    "Limited Partners",
    "Pipeline",
    "Start-ups",
    "Venture Capital",
    "Fundraising",
    "SMS",
    "WhatsApp",
    "Messaging",
    "Newsletter",
    "Feedback",
    "Leads",
    "B2B",
    "GPO",
    "NDC",
    "Chargebacks",
    "Branding",
    "Tokens",
    "Workspaces",
    "Apps",
    // Loanwords German uses as they are.
    "To-do",
    "Investments",
    "Self-Service",
    // The name of the tier sold on request, and a size.
    "Enterprise",
    "1 GB",
  ],
  fr: [
    "API",
    "CDN",
    "Kanban",
    "workflow",
    "startups",
    "due diligence",
    "reporting",
    "deal flow",
    "pipeline",
    "collaboration",
    "contacts",
    "introductions",
    "campagnes",
    "newsletters",
    "questionnaires",
    "leads",
    "SMS",
    "WhatsApp",
    "B2B",
    "GPO",
    "NDC",
    "chargebacks",
    "actions",
    "images",
    "intégrations",
    "finance",
    "Documents",
    // Words French writes as English does.
    "catalogue",
    "taxes",
    // The name of the tier sold on request.
    "Enterprise",
  ],
};

/** Texts made only of digits, separators and units of size: "1", "500", "10 GB". */
const NUMBER = /^[\d.,\s]+(GB|Go|k|M)?$/u;

/**
 * Names that must appear unchanged wherever the English text names them: Workcraft, every app
 * name (and short name) of the catalogue, the plans and the templates.
 */
const NAMES = [
  ...new Set([
    "Workcraft",
    ...CATALOGUE_APPS.flatMap((app) => [app.name, ...(app.shortName ? [app.shortName] : [])]),
    ...BUILDER_PLANS.map((plan) => plan.name),
    ...TEMPLATES.map((template) => template.info.name),
  ]),
];

/**
 * Where the English text uses an app's name as a plain word ("Returns and price corrections"
 * is about returned goods, not the Returns app), by the pair's place and the name.
 */
const GENERIC_USES = new Set<string>([
  "credit-notes.features.1.title Returns",
  "customer-portal.features.1.title Shipments",
  "investment-management.shortDescription Startup",
  "investment-management.features.0.title Startup",
  "ndc-management.fullDescription Products",
  "products-inventory.fullDescription Products",
  "warehouses.shortDescription Warehouses",
  "shipments.shortDescription Shipments",
]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/**
 * The names of NAMES the text contains as whole words, longest first, each counted once. A
 * hyphen may join a name to a word, as German compounds do ("GPO-Vertrag", "Kanban-Board").
 */
function namesIn(text: string): string[] {
  const found: string[] = [];
  let rest = text;
  for (const name of [...NAMES].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, "gu");
    if (pattern.test(rest)) {
      found.push(name);
      rest = rest.replace(pattern, " ");
    }
  }
  return found;
}

/** The amounts and counts a text writes, as numbers: "5k" and "5.000" and "5 000" are 5000. */
function numbersIn(text: string, locale: "en" | CatalogueLocale): number[] {
  const patterns = {
    en: /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(k|M)\b)?/gu,
    de: /(\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?)(?:\s(Mio\.|Millionen))?/gu,
    fr: /(\d{1,3}(?: \d{3})+|\d+(?:,\d+)?)(?:\s(millions?))?/gu,
  };
  return [...text.matchAll(patterns[locale])].map(([, digits = "", unit]) => {
    const plain =
      locale === "en"
        ? digits.replace(/,/gu, "")
        : locale === "de"
          ? digits.replace(/\./gu, "").replace(",", ".")
          : digits.replace(/ /gu, "").replace(",", ".");
    const factor = unit === "k" ? 1000 : unit ? 1_000_000 : 1;
    return Number(plain) * factor;
  });
}

const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

describe("the catalogue's translations", () => {
  it("classify every entity's texts, and bundles and model projects have none", () => {
    expect(textFieldsOf(APP_FIELD_KINDS).length).toBeGreaterThan(0);
    expect(textFieldsOf(BUILDER_PLAN_FIELD_KINDS).length).toBeGreaterThan(0);
    expect(textFieldsOf(TEMPLATE_FIELD_KINDS)).toEqual(["cartSummary"]);
    expect(textFieldsOf(PRICED_ITEM_FIELD_KINDS)).toEqual(["description"]);
    expect(textFieldsOf(ROADMAP_ITEM_FIELD_KINDS)).toEqual(["description"]);
    expect(textFieldsOf(BUNDLE_FIELD_KINDS)).toEqual([]);
    expect(textFieldsOf(MODEL_PROJECT_FIELD_KINDS)).toEqual([]);
    // Every field the data holds is classified (a field added to the schema is also a type error).
    const classified = (kinds: object, entity: object) =>
      Object.keys(entity).filter((field) => !(field in kinds));
    for (const app of CATALOGUE_APPS) expect(classified(APP_FIELD_KINDS, app)).toEqual([]);
    for (const plan of BUILDER_PLANS)
      expect(classified(BUILDER_PLAN_FIELD_KINDS, plan)).toEqual([]);
    for (const bundle of BUNDLES) expect(classified(BUNDLE_FIELD_KINDS, bundle)).toEqual([]);
    for (const project of MODEL_PROJECTS) {
      expect(classified(MODEL_PROJECT_FIELD_KINDS, project)).toEqual([]);
    }
    for (const template of TEMPLATES) {
      expect(classified(TEMPLATE_FIELD_KINDS, template)).toEqual([]);
      expect(classified(CART_SUMMARY_FIELD_KINDS, template.cartSummary)).toEqual([]);
    }
  });

  describe.each(CATALOGUE_LOCALES)("in %s", (locale) => {
    const translation = CATALOGUE_TRANSLATIONS[locale];
    const pairs = textPairs(locale);

    it("is the translation of its locale", () => {
      expect(translation.locale).toBe(locale);
    });

    it("translate every app of the catalogue and no other", () => {
      expect(Object.keys(translation.apps).sort()).toEqual(
        CATALOGUE_APPS.map((app) => app.id).sort(),
      );
    });

    it("give every app every text field its English entry has", () => {
      for (const app of CATALOGUE_APPS) {
        const text = translation.apps[app.id]!;
        for (const field of textFieldsOf(APP_FIELD_KINDS)) {
          const english = app[field];
          if (english === undefined) continue;
          expect(text[field], `${app.id}.${field}`).toBeDefined();
        }
        expect(text.tags, `${app.id}.tags`).toHaveLength(app.tags.length);
        expect(text.features, `${app.id}.features`).toHaveLength(app.features.length);
        for (const tier of TIERS) {
          expect(Boolean(text.specifications?.[tier]), `${app.id}.specifications.${tier}`).toBe(
            Boolean(app.specifications?.[tier]),
          );
        }
        expect(
          text.fullDescription.split("\n\n"),
          `${app.id}.fullDescription paragraphs`,
        ).toHaveLength(app.fullDescription!.split("\n\n").length);
      }
    });

    it("keep the catalogue's length rules: short description ≤ 90, description 110 to 159", () => {
      for (const [id, text] of Object.entries(translation.apps)) {
        expect(text.shortDescription.length, `${id} short`).toBeLessThanOrEqual(90);
        expect(text.description.length, `${id} description`).toBeGreaterThanOrEqual(110);
        expect(text.description.length, `${id} description`).toBeLessThanOrEqual(159);
      }
    });

    it("give every plan, template, licence and roadmap app its texts, in the English order", () => {
      for (const plan of BUILDER_PLANS) {
        expect(translation.builderPlans[plan.id].checkoutItems, plan.id).toHaveLength(
          plan.checkoutItems.length,
        );
      }
      for (const template of TEMPLATES) {
        expect(
          translation.templates[template.id as keyof typeof translation.templates],
          template.id,
        ).toBeDefined();
      }
      expect(Object.keys(translation.licences).sort()).toEqual(
        LICENCE_PRICE_LIST.filter((item) => item.description !== undefined)
          .map((item) => item.id)
          .sort(),
      );
      expect(Object.keys(translation.roadmap).sort()).toEqual(
        ROADMAP_ITEMS.map((item) => item.key).sort(),
      );
    });

    it("leave no text empty and none in English but names and numbers", () => {
      const allowed = new Set(ALLOWED_UNCHANGED[locale].map((text) => text.toLowerCase()));
      const empty = pairs.filter((pair) => pair.translated.trim() === "").map((pair) => pair.where);
      expect(empty).toEqual([]);
      const untranslated = pairs
        .filter(
          (pair) => pair.translated.trim().toLowerCase() === pair.english.trim().toLowerCase(),
        )
        .filter((pair) => !NUMBER.test(pair.english) && !allowed.has(pair.english.toLowerCase()))
        .map((pair) => `${pair.where}: ${pair.english}`);
      expect(untranslated).toEqual([]);
    });

    it("keep every product name the English text names", () => {
      const renamed = pairs.flatMap((pair) =>
        namesIn(pair.english)
          .filter((name) => !GENERIC_USES.has(`${pair.where} ${name}`))
          .filter((name) => !namesIn(pair.translated).includes(name))
          .map((name) => `${pair.where}: ${name}`),
      );
      expect(renamed).toEqual([]);
    });

    it("change no amount or count", () => {
      const changed = pairs
        .filter(
          (pair) =>
            JSON.stringify(sorted(numbersIn(pair.english, "en"))) !==
            JSON.stringify(sorted(numbersIn(pair.translated, locale))),
        )
        .map(
          (pair) =>
            `${pair.where}: ${sorted(numbersIn(pair.english, "en")).join(",")} → ${sorted(numbersIn(pair.translated, locale)).join(",")}`,
        );
      expect(changed).toEqual([]);
    });

    it("lay its words over the catalogue without touching ids, prices or images", () => {
      for (const app of CATALOGUE_APPS) {
        const translated = translateApp(app, translation);
        expect(translated.id).toBe(app.id);
        expect(translated.name).toBe(app.name);
        expect(translated.price).toBe(app.price);
        expect(translated.marketing).toEqual(app.marketing);
        expect(translated.specifications?.version).toBe(app.specifications?.version);
        expect(translated.specifications?.installs).toBe(app.specifications?.installs);
        expect(translated.features.map((feature) => feature.imageUrl)).toEqual(
          app.features.map((feature) => feature.imageUrl),
        );
        expect(translated.description).toBe(translation.apps[app.id]!.description);
      }
      for (const plan of BUILDER_PLANS) {
        const translated = translateBuilderPlan(plan, translation);
        expect(translated.price).toBe(plan.price);
        expect(translated.checkoutPageInfo.planSelectedName).toBe(plan.name);
      }
      for (const template of TEMPLATES) {
        const translated = translateTemplate(template, translation);
        expect(translated.pricing).toEqual(template.pricing);
        expect(translated.info).toEqual(template.info);
        expect(translated.cartSummary.totalMonthlyCost).toBe(template.cartSummary.totalMonthlyCost);
      }
    });
  });
});
