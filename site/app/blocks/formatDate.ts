import { DEFAULT_LOCALE, dateTimeFormat, type SiteLocale } from "@workcraft/domain/rules";

/**
 * A content date (YYYY-MM-DD) as the page's locale writes it: "November 23, 2026",
 * "23. November 2026", "23 novembre 2026".
 */
export function formatDate(isoDate: string, locale: SiteLocale = DEFAULT_LOCALE): string {
  return dateTimeFormat(
    { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
    locale,
  ).format(new Date(`${isoDate}T00:00:00Z`));
}
