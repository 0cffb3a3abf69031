import { DEFAULT_LOCALE } from "@workcraft/domain/rules";

/** Made on the first date a page shows, not as the blocks' script loads. */
let dateFormat: Intl.DateTimeFormat | undefined;

/** A content date (YYYY-MM-DD) as the site writes it, in its locale: "November 23, 2026". */
export function formatDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
