import { appById } from "@workcraft/domain/data";
import { DEFAULT_LOCALE, type CatalogueApp, type SiteLocale } from "@workcraft/domain/rules";
import type { AppLink, AppSummary } from "./shownData";
import { appIn, appPageHref } from "./catalogueLocale";

/** An app as a card shows it, in `locale` (its page there where it has one). */
export function appSummary(app: CatalogueApp, locale: SiteLocale = DEFAULT_LOCALE): AppSummary {
  const shown = appIn(app, locale);
  return {
    id: app.id,
    name: app.name,
    description: shown.shortDescription,
    href: appPageHref(app, locale),
    price: app.price,
    comingSoon: app.comingSoon,
    iconUrl: app.imageUrl ?? "",
  };
}

/**
 * Links to these apps' pages (in `locale` where they exist there), by name, skipping ids the
 * catalogue does not have.
 */
export function appLinks(ids: readonly string[], locale: SiteLocale = DEFAULT_LOCALE): AppLink[] {
  return ids.flatMap((id) => {
    const app = appById(id);
    return app ? [{ name: app.name, href: appPageHref(app, locale) }] : [];
  });
}

/** The summaries of these apps, in this order, in `locale`. */
export function appSummaries(
  ids: readonly string[],
  locale: SiteLocale = DEFAULT_LOCALE,
): AppSummary[] {
  return ids.flatMap((id) => {
    const app = appById(id);
    return app ? [appSummary(app, locale)] : [];
  });
}
