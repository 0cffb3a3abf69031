import { DEFAULT_LOCALE } from "../constants/businessConstants";
import { keptByOptions } from "./keptByOptions";

const numberFormats = keptByOptions(
  (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(DEFAULT_LOCALE, options),
);

/** The site locale's number format for these options, made once (`keptByOptions`). */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormats(options);
}
