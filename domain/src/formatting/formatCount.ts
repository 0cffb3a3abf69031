import { numberFormat } from "./numberFormat";

/** How {@link formatCount} writes a count. */
export interface CountFormat {
  /** The short form of plans and tiers: 10000 → "10k", 1000000 → "1m". */
  short?: boolean;
}

/**
 * The one way counts are written, in the site's locale (`DEFAULT_LOCALE`): 1875 →
 * "1,875", or in short form 10000 → "10k".
 */
export function formatCount(count: number, { short = false }: CountFormat = {}): string {
  if (!short) return numberFormat().format(count);
  return numberFormat({ notation: "compact" }).format(count).toLowerCase();
}
