import type { CartSummary, TemplatePricing } from "../catalogue/catalogueSchema";
import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  LICENCE_PRICES,
  MANAGED_SUBSCRIPTION_INCLUDES,
} from "../constants/businessConstants";
import { formatMoney } from "../formatting/formatMoney";
import { fromCents, toCents, type Cents } from "./money";
import { formatCount } from "../formatting/formatCount";
import type { SiteLocale } from "../locales/siteLocales";

/** Months in a year: every yearly price is exactly 12 × the monthly one. */
export const MONTHS_PER_YEAR = 12;

/**
 * A template's displayed pricing from its monthly price in cents. `price` and
 * `formattedPrice` are the yearly price (12 × monthly, billed yearly), `pricePerMonth` the
 * monthly price in currency units and `pricePerMonthRounded` it rounded to a whole unit.
 */
export function templatePricing(
  monthlyCents: Cents,
  currency: string = DEFAULT_CURRENCY,
): TemplatePricing {
  const yearlyCents = monthlyCents * MONTHS_PER_YEAR;
  return {
    price: fromCents(yearlyCents),
    formattedPrice: formatMoney(yearlyCents, { currency }),
    pricePerMonth: fromCents(monthlyCents),
    pricePerMonthRounded: Math.round(fromCents(monthlyCents)),
    formattedPricePerMonth: formatMoney(monthlyCents, { currency }),
    currency,
  };
}

/** Cents of one step of additional documents (10k at 12 dollars per 100k: 1.20 dollars). */
export function pricePerDocumentsStep(): Cents {
  const { documentsStep } = MANAGED_SUBSCRIPTION_INCLUDES;
  return Math.round((toCents(LICENCE_PRICES.managedDocumentsPer100k) * documentsStep) / 100_000);
}

/**
 * The summary beside a template: what each managed subscription includes, the licence prices
 * of more, and the totals. `pricePerDocumentsWithEachManagedSubscription` is the Managed
 * Documents licence price (per 100k) and `pricePerAdditionalDocuments` the price of one step of
 * 10k documents; the spec names both without values, this is our reading. Amounts are written
 * in `locale`'s way (English when left out).
 */
export function cartSummary(
  monthlyCents: Cents,
  appsIncluded: number,
  currency: string = DEFAULT_CURRENCY,
  locale: SiteLocale = DEFAULT_LOCALE,
): CartSummary {
  const includes = MANAGED_SUBSCRIPTION_INCLUDES;
  const money = (amount: Cents) => formatMoney(amount, { currency, locale });
  return {
    pricePerUser: money(toCents(LICENCE_PRICES.managedWorkspaceUser)),
    numberOfUsers: includes.users,
    guests: includes.guestUsers,
    pricePerAdditionalGuestUser: money(toCents(LICENCE_PRICES.guestUser)),
    currency,
    documentsIncluded: includes.documents,
    documentsIncludedShort: formatCount(includes.documents, { short: true, locale }),
    pricePerDocumentsWithEachManagedSubscription: money(
      toCents(LICENCE_PRICES.managedDocumentsPer100k),
    ),
    pricePerAdditionalDocuments: money(pricePerDocumentsStep()),
    storage: `${includes.storageGb} GB`,
    pricePerAdditionalStorage: money(toCents(LICENCE_PRICES.managedStoragePerGb)),
    appsIncluded,
    totalMonthlyCost: money(monthlyCents),
    totalYearlyCost: money(monthlyCents * MONTHS_PER_YEAR),
  };
}
