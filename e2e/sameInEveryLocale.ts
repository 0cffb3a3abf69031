import {
  BUILDER_PLANS,
  BUNDLES,
  CATALOGUE_APPS,
  LICENCE_PRICE_LIST,
  ROADMAP_ITEMS,
  TEMPLATES,
} from "@workcraft/domain/data";
import { LOCALE_NAMES } from "@workcraft/domain/rules";

/*
 * What a German or French page may say exactly as its English page does: names, and words the
 * language takes as they are. Every other line of text or accessible name both pages share is
 * English left on a translated page.
 */

/** The names of the catalogue: apps, bundles, builder plans, licences, templates, roadmap apps. */
const CATALOGUE_NAMES = new Set<string>([
  ...CATALOGUE_APPS.map((app) => app.name),
  ...BUNDLES.map((bundle) => bundle.name),
  ...BUILDER_PLANS.map((plan) => plan.name),
  ...LICENCE_PRICE_LIST.map((licence) => licence.name),
  ...TEMPLATES.map((template) => template.info.name),
  ...ROADMAP_ITEMS.map((item) => item.name),
]);

/** Names and forms that are the same in every locale. */
const EVERY_LOCALE: readonly RegExp[] = [
  // The brand, its product and page names, the copyright line, the networks.
  /^Workcraft\b/u,
  /^© \d{4} Workcraft$/u,
  /^(Business App Store|Builder)$/u,
  /^(LinkedIn|X|YouTube)$/u,
  // Each language's own name, in the language switch.
  ...Object.values(LOCALE_NAMES).map((name) => new RegExp(`^${name}$`, "u")),
  // Numbers that every locale writes alike (no grouping), versions ("2.10"), storage in GB.
  /^\d{1,3}$/u,
  /^\d+(\.\d+)+$/u,
  /^\d+ GB$/u,
  // Punctuation alone, between links or after a figure.
  /^[\p{P}\p{S}\s]+$/u,
  // The tier's name.
  /^Enterprise$/u,
  // The legal pages: a cookie's name, the browsers whose settings they explain.
  /^`[a-z_]+`$/u,
  /^(Chrome|Edge|Firefox|Safari):?$/u,
];

/** Words German and French take as English writes them. */
const IN_LOCALE: Readonly<Record<"de" | "fr", readonly RegExp[]>> = {
  de: [
    /^(Apps|Support|Sitemap|Version|Investment|Marketing)$/u,
    /^Blog\b/u,
    /^Workspaces(: \d+)?$/u,
  ],
  fr: [
    /^(Menu|Contact|Solutions|Version|Finance|Marketing|Message|support|votes|Documents)$/u,
    /^Documentation\b/u,
    /^Blog\b/u,
  ],
};

/**
 * Whether a German or French page may show `text` exactly as the English page does: compared as
 * written or in capitals (a style may set an eyebrow in capitals: "CONTACT"), a required field's
 * label without its asterisk.
 */
export function sameInLocale(locale: "de" | "fr", text: string): boolean {
  const words = text.replace(/\s*\*$/u, "");
  const allowed = (form: string) =>
    CATALOGUE_NAMES.has(form) ||
    EVERY_LOCALE.some((pattern) => pattern.test(form)) ||
    IN_LOCALE[locale].some((pattern) => pattern.test(form));
  if (allowed(words)) return true;
  // Capitals: the same words as the allowed ones, whatever their case.
  if (words !== words.toLocaleUpperCase("en")) return false;
  const lower = words.toLocaleLowerCase("en");
  return (
    [...CATALOGUE_NAMES].some((name) => name.toLocaleLowerCase("en") === lower) ||
    [...EVERY_LOCALE, ...IN_LOCALE[locale]].some((pattern) =>
      new RegExp(pattern.source, `${pattern.flags}i`).test(words),
    )
  );
}
