import type { SiteLocale } from "../locales/siteLocales";

/** How a locale writes an amount of the site's currency (US dollars), as `Intl` writes it. */
interface MoneyWriting {
  /** Before the number, after a minus sign ("$" in English). */
  before: string;
  /** After the number (" $" in German, " $US" in French, each after a no-break space). */
  after: string;
  /** Between each group of three digits. */
  group: string;
  /** Between the whole amount and its cents. */
  decimal: string;
}

/**
 * US dollars as each site locale writes them, the way `Intl.NumberFormat(locale, { style:
 * "currency", currency: "USD" })` does: "$1,234.50", "1.234,50 $", "1 234,50 $US" (French groups
 * by a narrow no-break space, U+202F; German and French set the sign after a no-break space,
 * U+00A0). A test holds each equal to `Intl` over many amounts, so a change in the browsers'
 * locale data shows there. A new site locale must be added here (the record says so at the
 * typecheck).
 */
const SITE_MONEY_WRITING: Readonly<Record<SiteLocale, MoneyWriting>> = {
  en: { before: "$", after: "", group: ",", decimal: "." },
  de: { before: "", after: "\u00a0$", group: ".", decimal: "," },
  fr: { before: "", after: "\u00a0$US", group: "\u202f", decimal: "," },
};

/**
 * Cents of US dollars in a site locale's way, without `Intl`: whole amounts with no decimals,
 * others with two. The first `Intl.NumberFormat` a page makes loads the browser's number data,
 * 15 to 30 ms of this machine's main thread and five times that on a slow phone, in the task
 * that hydrates a price list; written so, a page's prices cost nothing to hydrate.
 */
export function writeSiteMoney(cents: number, locale: SiteLocale): string {
  const { before, after, group, decimal } = SITE_MONEY_WRITING[locale];
  const sign = cents < 0 ? "-" : "";
  const size = Math.abs(cents);
  const whole = String(Math.floor(size / 100)).replace(/\B(?=(\d{3})+$)/gu, group);
  const rest = size % 100;
  const fraction = rest === 0 ? "" : `${decimal}${String(rest).padStart(2, "0")}`;
  return `${sign}${before}${whole}${fraction}${after}`;
}
