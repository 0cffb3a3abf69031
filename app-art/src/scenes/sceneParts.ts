import { DEFAULT_LOCALE, formatMoney, toCents } from "@workcraft/domain";
import type { Artist } from "../drawing";

const counts = new Intl.NumberFormat(DEFAULT_LOCALE);

/** A figure's value as the dashboard shows it. */
export function figureValue(artist: Artist, kind: "money" | "count" | "percent"): string {
  const { random } = artist;
  if (kind === "money") return formatMoney(toCents(random.integer(120, 9800) * 100));
  if (kind === "count") return counts.format(random.integer(18, 2400));
  return `${random.integer(52, 97)}%`;
}

export const label = { size: 15, weight: 600 } as const;
export const small = { size: 13, weight: 500 } as const;
