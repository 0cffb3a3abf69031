import { DEFAULT_LOCALE } from "../constants/businessConstants";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The site locale's number format for these options, made once: building an
 * `Intl.NumberFormat` costs far more than using one, and a price list formats hundreds.
 */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(DEFAULT_LOCALE, options);
    formats.set(key, format);
  }
  return format;
}
