import type { AppSpecifications, UsageTier } from "../catalogue/catalogueSchema";
import {
  CONTACT_MANAGEMENT_TIERS,
  FREE_TIER_DOCUMENTS,
  MEDIA_CLOUD_TIERS,
} from "../constants/businessConstants";
import { formatCount } from "../formatting/formatCount";
import { FREE_PRICE_TEXT, formatMoney } from "../formatting/formatMoney";
import { toCents } from "../pricing/money";

/** What the tiers say of usage priced on request. */
export const ENTERPRISE_COST = "Enterprise";

/** The app the free core apps recommend, and how many others come with it (spec, section 9). */
export const FREE_APP_RECOMMENDATION = { featuredApp: "to-do-lists", numberOfOtherApps: 6 };

const dollars = (amount: number) => formatMoney(toCents(amount));
const short = (count: number) => formatCount(count, { short: true });

/** Most apps: free up to 100k documents, enterprise above. */
export function documentTiers(): Pick<AppSpecifications, "tier0" | "tier1"> {
  const limit = short(FREE_TIER_DOCUMENTS);
  return {
    tier0: { usage: `up to ${limit} documents`, cost: FREE_PRICE_TEXT },
    tier1: { usage: `above ${limit} documents`, cost: ENTERPRISE_COST },
  };
}

/** Contact Management: free under 5k contacts, 10 dollars per 5k up to 500k, enterprise above. */
export function contactManagementTiers(): Record<"tier0" | "tier1" | "tier2", UsageTier> {
  const { freeBelow, step, pricePerStep, enterpriseAbove } = CONTACT_MANAGEMENT_TIERS;
  return {
    tier0: { usage: `under ${short(freeBelow)} contacts`, cost: FREE_PRICE_TEXT },
    tier1: {
      usage: `from ${short(freeBelow)} to ${short(enterpriseAbove)} contacts`,
      cost: `${dollars(pricePerStep)} per ${short(step)} contacts`,
    },
    tier2: { usage: `above ${short(enterpriseAbove)} contacts`, cost: ENTERPRISE_COST },
  };
}

/** Media Cloud CDN: 1 GB free, 7 dollars per GB from 5 to 100 GB, enterprise above. */
export function mediaCloudTiers(): Record<"tier0" | "tier1" | "tier2", UsageTier> {
  const { freeGb, paidFromGb, pricePerGb, enterpriseAboveGb } = MEDIA_CLOUD_TIERS;
  return {
    tier0: { usage: `${freeGb} GB`, cost: FREE_PRICE_TEXT },
    tier1: {
      usage: `from ${paidFromGb} to ${enterpriseAboveGb} GB`,
      cost: `${dollars(pricePerGb)} per GB`,
    },
    tier2: { usage: `above ${enterpriseAboveGb} GB`, cost: ENTERPRISE_COST },
  };
}

/** A free specialized app: version, installs and price; document tiers. */
export function freeAppSpecifications(version: number, installs: number): AppSpecifications {
  return { version, installs, statsGridType: "3-stats", ...documentTiers() };
}

/** A priced app (specialized or enterprise): version, installs and its document tiers. */
export function pricedAppSpecifications(version: number, installs: number): AppSpecifications {
  return { version, installs, statsGridType: "5-stats-priced", ...documentTiers() };
}

/**
 * A default app: the grid of free core apps and the app they recommend; document tiers. The
 * default apps with usage pricing (Contact Management, Media Cloud CDN) pass their own tiers
 * and show them in the priced grid.
 */
export function defaultAppSpecifications(
  version: number,
  installs: number,
  tiers?: Record<"tier0" | "tier1" | "tier2", UsageTier>,
): AppSpecifications {
  return tiers
    ? {
        version,
        installs,
        statsGridType: "5-stats-priced",
        ...tiers,
        recommendedWith: { ...FREE_APP_RECOMMENDATION },
      }
    : {
        version,
        installs,
        statsGridType: "grid-free-apps",
        ...documentTiers(),
        recommendedWith: { ...FREE_APP_RECOMMENDATION },
      };
}
