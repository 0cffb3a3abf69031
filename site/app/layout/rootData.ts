import type { NavigationLink } from "@workcraft/design-system";
import type { SiteLocale } from "@workcraft/domain/rules";

/**
 * What the root route loads for every page: the page's locale (from its path), which of the
 * shell's links have a page in it, and the footer's links to the use-case pages.
 */
export interface RootData {
  locale: SiteLocale;
  /** The pages the shell links to that exist in the locale (their paths without its prefix). */
  translatedPaths: string[];
  useCases: NavigationLink[];
}
