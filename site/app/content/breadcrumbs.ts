import { localeOfPath, localizedPath, type SiteLocale } from "@workcraft/domain/rules";
import { listingTitle } from "./listingTitle";
import type { SitePage } from "./sitePages";

/** A crumb of the trail to a nested page; the current page's has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/** The first crumb, the home page of the trail's locale, in its words. */
const HOME_LABELS: Readonly<Record<SiteLocale, string>> = {
  en: "Home",
  de: "Startseite",
  fr: "Accueil",
};

/**
 * Home, then each ancestor that is a page, then the page itself (without a link), each named by
 * its listing title, else its meta title: the words its author chose ("Field service CRM"), never
 * words made from its address ("Field service crm"). An index page with a long meta title gives
 * itself a short listing title for the trail ("Blog"). A page of a locale's prefix (`/de/…`) has
 * the trail of its locale: its home (`/de`) and its ancestors there.
 */
export function breadcrumbsOf(
  found: SitePage,
  pageAt: (path: string) => SitePage | undefined,
): Crumb[] {
  const { locale, pagePath } = localeOfPath(found.path);
  const segments = pagePath.split("/").filter(Boolean);
  if (segments.length < 2) return [];
  const crumbs: Crumb[] = [{ label: HOME_LABELS[locale], href: localizedPath("/", locale) }];
  segments.slice(0, -1).forEach((_segment, index) => {
    const href = localizedPath(`/${segments.slice(0, index + 1).join("/")}`, locale);
    const ancestor = pageAt(href);
    if (ancestor) crumbs.push({ label: listingTitle(ancestor.page), href });
  });
  crumbs.push({ label: listingTitle(found.page) });
  return crumbs;
}
