import { listingTitle } from "./listingTitle";
import type { SitePage } from "./sitePages";

/** A crumb of the trail to a nested page; the current page's has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/**
 * Home, then each ancestor that is a page, then the page itself (without a link), each named by
 * its listing title, else its meta title: the words its author chose ("Field service CRM"), never
 * words made from its address ("Field service crm"). An index page with a long meta title gives
 * itself a short listing title for the trail ("Blog").
 */
export function breadcrumbsOf(
  found: SitePage,
  pageAt: (path: string) => SitePage | undefined,
): Crumb[] {
  const segments = found.path.split("/").filter(Boolean);
  if (segments.length < 2) return [];
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  segments.slice(0, -1).forEach((_segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const ancestor = pageAt(href);
    if (ancestor) crumbs.push({ label: listingTitle(ancestor.page), href });
  });
  crumbs.push({ label: listingTitle(found.page) });
  return crumbs;
}
