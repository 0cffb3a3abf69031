import { localeOfPath, type SiteLocale } from "@workcraft/domain/rules";
import contentPages from "virtual:workcraft-content";
import { pageLocales } from "./pageLocales";
import { sitePages, type SitePage } from "./sitePages";

let pages: SitePage[] | undefined;
let byPath: Map<string, SitePage> | undefined;

/** Every page of the site, built once per server process. */
export function allSitePages(): SitePage[] {
  pages ??= sitePages(contentPages);
  return pages;
}

/** The page published at `path` (without a trailing slash), if any. */
export function sitePageAt(path: string): SitePage | undefined {
  byPath ??= new Map(allSitePages().map((page) => [page.path, page]));
  const normalized = path.length > 1 ? path.replace(/\/+$/u, "") : path;
  return byPath.get(normalized);
}

/**
 * The locales the site's page at `path` (in any locale: `/de/pricing`) exists in: the pages
 * that its translations are (`pageLocales`).
 */
export function localesOfPage(path: string): SiteLocale[] {
  const { pagePath } = localeOfPath(path);
  return pageLocales(pagePath, (localized) => sitePageAt(localized) !== undefined);
}
