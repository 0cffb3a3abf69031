import { dateTimeFormat } from "@workcraft/domain/rules";

/** A content date (YYYY-MM-DD) as the site writes it, in its locale: "November 23, 2026". */
export function formatDate(isoDate: string): string {
  return dateTimeFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
