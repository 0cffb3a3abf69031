import { localizedPath, type SiteLocale } from "@workcraft/domain/rules";

/**
 * Where a link of the shell goes in the page's locale: a page that exists in the locale at its
 * prefix (`/pricing` on a German page is `/de/pricing`), any other at its English address.
 */
export type LocalizeLink = (pagePath: string) => string;

/** Links as they are: English pages, and stories and tests that need no locale. */
export const englishLinks: LocalizeLink = (pagePath) => pagePath;

/** The shell's links in `locale`, where `translated` lists the page paths that exist in it. */
export function localizeLinks(locale: SiteLocale, translated: readonly string[]): LocalizeLink {
  const exists = new Set(translated);
  return (pagePath) => (exists.has(pagePath) ? localizedPath(pagePath, locale) : pagePath);
}
