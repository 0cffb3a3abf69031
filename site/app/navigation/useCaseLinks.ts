import type { NavigationLink } from "@workcraft/design-system";
import { listingTitle } from "../content/listingTitle";
import { collectionPages, type ListablePage } from "../content/collections";

/**
 * The most use cases the footer's Solutions names. Every page carries its footer (in its HTML
 * and in the data a link opens it with), so a footer naming every use case would make each of
 * a thousand use cases weigh on all the others' pages; past these, one link leads to them all.
 */
export const FOOTER_USE_CASES = 8;

/** The footer's link to the whole list of use cases, when it names only the first of them. */
export const ALL_USE_CASES_LINK: NavigationLink = {
  label: "All use cases",
  href: "/resources",
};

/** These pages' use cases as links, in list order. */
function linksToUseCases(pages: readonly ListablePage[]): NavigationLink[] {
  return collectionPages(pages, "use-cases").map(({ path, page }) => ({
    label: listingTitle(page),
    href: path,
  }));
}

/**
 * The use cases the footer's Solutions ends with: these pages' first `FOOTER_USE_CASES` in list
 * order (a marketer sets `listing.order` to put one first), then, if there are more, a link to
 * the list of them all.
 */
export function footerUseCaseLinks(pages: readonly ListablePage[]): NavigationLink[] {
  const links = linksToUseCases(pages);
  return links.length > FOOTER_USE_CASES
    ? [...links.slice(0, FOOTER_USE_CASES), ALL_USE_CASES_LINK]
    : links;
}
