import {
  CONTACT_MANAGEMENT_TIERS,
  FREE_TIER_DOCUMENTS,
  MEDIA_CLOUD_TIERS,
} from "../constants/businessConstants";
import type { Cents } from "./money";
import { toCents } from "./money";

/** A monthly price in cents, or 'enterprise' when the usage is priced on request. */
export type UsagePrice = Cents | "enterprise";

function assertUsage(usage: number, unit: string): void {
  if (!Number.isFinite(usage) || usage < 0) {
    throw new RangeError(`Usage must be a number of ${unit} of 0 or more`);
  }
}

/**
 * Contact Management's monthly price for a number of contacts: free under 5k; from 5k to 500k
 * 10 dollars per started block of 5k contacts, counting all contacts (5k costs 10, 5,001 costs
 * 20, 500k costs 1000); enterprise above 500k.
 */
export function contactManagementPrice(contacts: number): UsagePrice {
  assertUsage(contacts, "contacts");
  const { freeBelow, step, pricePerStep, enterpriseAbove } = CONTACT_MANAGEMENT_TIERS;
  if (contacts < freeBelow) return 0;
  if (contacts > enterpriseAbove) return "enterprise";
  return Math.ceil(contacts / step) * toCents(pricePerStep);
}

/**
 * Media Cloud CDN's monthly price for GB stored: the first 1 GB is free; from 5 to 100 GB 7
 * dollars per started GB, counting all GB; enterprise above 100 GB. The spec leaves 1–5 GB
 * open: we read 5 GB as the smallest paid package, so more than 1 GB and up to 5 GB costs
 * 5 × 7 = 35 dollars.
 */
export function mediaCloudPrice(gigabytes: number): UsagePrice {
  assertUsage(gigabytes, "GB");
  const { freeGb, paidFromGb, pricePerGb, enterpriseAboveGb } = MEDIA_CLOUD_TIERS;
  if (gigabytes <= freeGb) return 0;
  if (gigabytes > enterpriseAboveGb) return "enterprise";
  return Math.max(paidFromGb, Math.ceil(gigabytes)) * toCents(pricePerGb);
}

/** Tier 0 of most apps: free up to 100k documents, enterprise above. */
export function documentTierPrice(documents: number): UsagePrice {
  assertUsage(documents, "documents");
  return documents > FREE_TIER_DOCUMENTS ? "enterprise" : 0;
}
