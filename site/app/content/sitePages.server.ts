import contentPages from "virtual:workcraft-content";
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
