import type { NavigationLink } from "@workcraft/design-system";
import type { ListablePage } from "../content/collections";
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from "@workcraft/domain/rules";
import { listingTitle } from "../content/listingTitle";
import { allSitePages, sitePageAt } from "../content/sitePages.server";
import type { ShellText } from "../i18n/shellText";
import { ALL_USE_CASES_LINK, footerUseCaseLinks } from "./useCaseLinks";

/**
 * The use cases the footer's Solutions ends with, of the site's use-case pages and the Studio's
 * published ones (`studioListed`): the first few in list order, then a link to them all.
 */
export function listUseCaseLinks(studioListed: readonly ListablePage[] = []): NavigationLink[] {
  if (studioListed.length > 0) return footerUseCaseLinks([...allSitePages(), ...studioListed]);
  // The site's own pages do not change while a server runs or a build prerenders: every page
  // asks, so they are sorted once, not once a page (a thousand use cases made that the build's
  // slowest step).
  fileUseCaseLinks ??= footerUseCaseLinks(allSitePages());
  return fileUseCaseLinks;
}

let fileUseCaseLinks: NavigationLink[] | undefined;

/**
 * The footer's use cases as a page in `locale` names them: each one's page in that locale, by
 * its title there, where it is translated (a file's page or the Studio's published one in
 * `studioListed`), else the English page as it is; the link to them all in the locale's words.
 */
export function localizedUseCaseLinks(
  links: readonly NavigationLink[],
  locale: SiteLocale,
  text: ShellText,
  studioListed: readonly ListablePage[] = [],
): NavigationLink[] {
  if (locale === DEFAULT_LOCALE) return [...links];
  return links.map((link) => {
    if (link.href === ALL_USE_CASES_LINK.href) {
      return { ...link, label: text.text("footer.allUseCases") };
    }
    const path = localizedPath(link.href, locale);
    const translated = sitePageAt(path) ?? studioListed.find((listed) => listed.path === path);
    return translated ? { ...link, label: listingTitle(translated.page), href: path } : link;
  });
}
