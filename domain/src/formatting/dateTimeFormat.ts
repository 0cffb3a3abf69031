import { DEFAULT_LOCALE } from "../constants/businessConstants";
import { keptByOptions } from "./keptByOptions";

const dateTimeFormats = keptByOptions(
  (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(DEFAULT_LOCALE, options),
);

/** The site locale's date format for these options, made on first use (`keptByOptions`). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormats(options);
}
