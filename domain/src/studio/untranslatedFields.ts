import type { Catalogue } from "../catalogue/catalogueLookup";
import { draftBlocks, type ComparedPage } from "./pageComparison";

/*
 * What a translation of a Studio page still says in English. A translation starts as a copy of
 * the English page's draft, so a text field still equal to the English one's has not been
 * translated yet. Only words count: links, picture names, slugs, ids, numbers, choices and names
 * that stay as they are in every language (the brand, the catalogue's apps) are not translated.
 */

/** A text field of a translation that still holds the English page's words. */
export interface UntranslatedField {
  /**
   * Where it is, as the editor names its inputs: `meta.description`, or a block's field with the
   * block's place (0 first) before it, `blocks.1.title`.
   */
  field: string;
  /** Its name for people: "Block 2 (Hero), title", "meta.description". */
  name: string;
  /** The block's place on the page (0 first); undefined for the page's own fields. */
  block?: number;
  /** The block's type. */
  type?: string;
}

/**
 * Fields that hold no words, by their key, wherever they are. A picture (`image`) is followed:
 * its alt text is words, its name is not (`holdsNoWords`).
 */
const NOT_WORDS_KEYS = new Set(["href", "id", "slug", "src", "icon", "kind", "type"]);

/** Keys that end so name addresses, ids and icons: `appId`, `templateIds`, `imageUrl`. */
const NOT_WORDS_ENDINGS = /(?:Id|Ids|Slug|Href|Url|Icon|Path)$/u;

/** Letters of any script: a string without one holds no words ("2025", "—", "$299"). */
const LETTER = /\p{L}/u;

/**
 * Values that are names for machines, not words: a slug or a choice (`deal-flow`, `primary`),
 * a picture's name (`deal-flow/feature-1`, `library/…`), an address (`/pricing`, `https://…`,
 * `mailto:…`, `#top`).
 */
const MACHINE_VALUE =
  /^(?:[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*|\/\S*|#\S*|[a-z][a-z0-9+.-]*:\S+)$/u;

/**
 * The names that stay the same in every language: the brand and the catalogue's apps (their
 * names and short names) and their bundles' and templates' names, if given. A field holding
 * only these (and spaces or punctuation) is not untranslated.
 */
export function namesKeptInTranslation(
  brand: string,
  catalogue: Catalogue,
  otherNames: Iterable<string> = [],
): string[] {
  const apps = catalogue instanceof Map ? [...catalogue.values()] : [...catalogue];
  const names = new Set([brand, ...otherNames]);
  for (const app of apps) {
    names.add(app.name);
    if (app.shortName) names.add(app.shortName);
  }
  return [...names].filter((name) => name.trim() !== "");
}

/** Whether `value` holds words a translator would change. */
function isWords(value: string, keptNames: readonly string[]): boolean {
  const text = value.trim();
  if (!LETTER.test(text) || MACHINE_VALUE.test(text)) return false;
  // Take the kept names out, longest first ("Deal Flow CRM" before "Deal Flow"): words left?
  let rest = text;
  for (const name of [...keptNames].sort((a, b) => b.length - a.length)) {
    rest = rest.split(name).join(" ");
  }
  return LETTER.test(rest);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a key names something other than words, inside `holder`. */
function holdsNoWords(key: string, holder: Record<string, unknown>): boolean {
  if (NOT_WORDS_KEYS.has(key) || NOT_WORDS_ENDINGS.test(key)) return true;
  // A picture `{ name, alt }`: its name is a file's, its alt text is words.
  return key === "name" && "alt" in holder;
}

/**
 * The paths (`items.0.title`) under which `translation` holds the same words as `source`,
 * followed into objects and lists both hold.
 */
function sameWords(
  source: unknown,
  translation: unknown,
  keptNames: readonly string[],
  path: readonly string[] = [],
): string[][] {
  if (typeof translation === "string") {
    return translation === source && isWords(translation, keptNames) ? [[...path]] : [];
  }
  if (Array.isArray(translation)) {
    if (!Array.isArray(source)) return [];
    return translation.flatMap((item, index) =>
      sameWords(source[index], item, keptNames, [...path, String(index)]),
    );
  }
  if (isRecord(translation)) {
    if (!isRecord(source)) return [];
    return Object.entries(translation).flatMap(([key, value]) =>
      holdsNoWords(key, translation)
        ? []
        : sameWords(source[key], value, keptNames, [...path, key]),
    );
  }
  return [];
}

/**
 * Each text field of `translation` (a translated Studio page's document) that still holds the
 * words of `source` (the English page's), by the editor's names: the page's own fields
 * (`meta.description`), then each block's ("Block 2 (Hero), title"). Blocks are matched by place
 * and type: a block the translation added, or one of another type where the English page has
 * one, is its own. Left out: links, picture names, slugs, ids, numbers, booleans, strings
 * without letters, and strings made only of `keptNames` (the brand, the catalogue's names).
 */
export function untranslatedFields(
  source: ComparedPage,
  translation: ComparedPage,
  keptNames: readonly string[] = [],
): UntranslatedField[] {
  const pageFields = Object.entries(translation)
    .filter(([key]) => key !== "blocks")
    .flatMap(([key, value]) =>
      holdsNoWords(key, translation) ? [] : sameWords(source[key], value, keptNames, [key]),
    )
    .map((path) => ({ field: path.join("."), name: path.join(".") }));
  const sourceBlocks = draftBlocks(source);
  const blockFields = draftBlocks(translation).flatMap((block, place) => {
    const english = sourceBlocks[place];
    if (!english || english.type !== block.type) return [];
    return sameWords(english.props, block.props, keptNames).map((path) => ({
      field: ["blocks", String(place), ...path].join("."),
      name: `Block ${place + 1} (${block.type}), ${path.join(".")}`,
      block: place,
      type: block.type,
    }));
  });
  return [...pageFields, ...blockFields];
}
