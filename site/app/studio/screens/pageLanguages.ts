import { LOCALE_NAMES, translationPaths, type SiteLocale } from "@workcraft/domain/rules";
import type { StudioPageSummary } from "@workcraft/domain/schemas";

/** One language of a page in the Studio's list: whether the Studio has it, and published. */
export interface PageLanguage {
  locale: SiteLocale;
  name: string;
  state: "published" | "draft" | "missing";
}

/**
 * The languages of `page` among the Studio's `pages`, English first: the page at each locale's
 * address (`/fr/use-case/fleet` for `/use-case/fleet`), published, a draft only, or none yet.
 */
export function pageLanguages(
  page: Pick<StudioPageSummary, "path">,
  pages: readonly Pick<StudioPageSummary, "path" | "published">[],
): PageLanguage[] {
  const byPath = new Map(pages.map((each) => [each.path, each]));
  return translationPaths(page.path).map(({ locale, path }) => {
    const found = byPath.get(path);
    return {
      locale,
      name: LOCALE_NAMES[locale],
      state: !found ? "missing" : found.published ? "published" : "draft",
    };
  });
}

/** A language's state as the list says it. */
export const LANGUAGE_STATE_WORDS: Readonly<Record<PageLanguage["state"], string>> = {
  published: "published",
  draft: "draft",
  missing: "not translated",
};
