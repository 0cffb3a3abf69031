import type { SitePage } from "./sitePages";

/** A crumb of the trail to a nested page; the current page's has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

function crumbLabel(page: SitePage | undefined, segment: string): string {
  if (page?.page.listing?.title) return page.page.listing.title;
  const words = segment.replace(/-/gu, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Home, then each ancestor that is a page, then the page itself (without a link). */
export function breadcrumbsOf(
  found: SitePage,
  pageAt: (path: string) => SitePage | undefined,
): Crumb[] {
  const segments = found.path.split("/").filter(Boolean);
  if (segments.length < 2) return [];
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  segments.slice(0, -1).forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const ancestor = pageAt(href);
    if (ancestor) crumbs.push({ label: crumbLabel(ancestor, segment), href });
  });
  crumbs.push({ label: crumbLabel(found, segments.at(-1) ?? "") });
  return crumbs;
}
