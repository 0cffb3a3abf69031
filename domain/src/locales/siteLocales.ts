import { DEFAULT_LOCALE } from "../constants/businessConstants";

/**
 * The site's locales: English, the spec's default (`DEFAULT_LOCALE`), at the addresses it has
 * always had; German and French under a prefix of their own (`/de/…`, `/fr/…`).
 */
export const SITE_LOCALES = [DEFAULT_LOCALE, "de", "fr"] as const;
/** One of the site's locales: also its `<html lang>` and its hreflang. */
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** Each locale's name in its own language, as a language switch offers it. */
export const LOCALE_NAMES: Readonly<Record<SiteLocale, string>> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
};

/** Whether `value` names one of the site's locales. */
export function isSiteLocale(value: string): value is SiteLocale {
  return (SITE_LOCALES as readonly string[]).includes(value);
}
