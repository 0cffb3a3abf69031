import { DEFAULT_LOCALE } from "../constants/businessConstants";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The site locale's date format for these options, made on first use and kept (as
 * `numberFormat`): an `Intl` object costs far more to make than to use, and the first one a page
 * makes starts the browser's locale data, so none is made as a page's script loads.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DEFAULT_LOCALE, options);
    formats.set(key, format);
  }
  return format;
}
