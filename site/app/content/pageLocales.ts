import { localizedPath, SITE_LOCALES, type SiteLocale } from "@workcraft/domain/rules";
import { CART_PATH, checkoutStepOf } from "../paths";

/*
 * Which page exists in which locale is derived from what exists, never written by hand: a content
 * file by its folder (`de/pricing.json` is German's `/pricing`), a catalogue page where the
 * locale's catalogue translation covers its app or template (`cataloguePages`), the cart and the
 * checkout in every locale. The Studio's pages are English only for now.
 */

/** Whether the page at `pagePath` is one every locale has, with no file of its own: the cart and the checkout's steps. */
export function isPageOfEveryLocale(pagePath: string): boolean {
  return pagePath === CART_PATH || checkoutStepOf(pagePath) !== undefined;
}

/**
 * The locales the page at `pagePath` (its path without a locale's prefix: `/pricing`) exists in,
 * in the site's order: those where `hasPage` finds its localized path (`/de/pricing`), or all for
 * the cart and the checkout.
 */
export function pageLocales(pagePath: string, hasPage: (path: string) => boolean): SiteLocale[] {
  if (isPageOfEveryLocale(pagePath)) return [...SITE_LOCALES];
  return SITE_LOCALES.filter((locale) => hasPage(localizedPath(pagePath, locale)));
}
