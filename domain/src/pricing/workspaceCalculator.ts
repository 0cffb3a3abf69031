import { LICENCE_PRICES, MANAGED_SUBSCRIPTION_INCLUDES } from "../constants/businessConstants";
import { toCents, type Cents } from "./money";
import { MONTHS_PER_YEAR, pricePerDocumentsStep } from "./templatePricing";

/** What a visitor enters in the pricing calculator. */
export interface WorkspaceUsage {
  users: number;
  guests: number;
  documents: number;
  storageGb: number;
}

/** The calculator's answer, line by line, in cents. */
export interface WorkspacePrice {
  managedSubscriptions: number;
  usersCents: Cents;
  additionalGuestsCents: Cents;
  additionalDocumentsCents: Cents;
  additionalStorageCents: Cents;
  monthlyCents: Cents;
  yearlyCents: Cents;
}

/**
 * Monthly and yearly price of a workspace from its usage. Our reading of the spec: users come
 * in managed subscriptions of 5 at 12 dollars a user (at least one subscription, so 1 to 5
 * users cost 60); each subscription includes 1000 guest users, 10k documents and 1 GB; beyond
 * that, guests cost 1 dollar each, documents 12 dollars per 100k sold in started steps of 10k
 * (1.20 a step), and storage 9 dollars per started GB. Yearly is exactly 12 × monthly.
 */
export function workspacePrice(usage: WorkspaceUsage): WorkspacePrice {
  for (const [field, value] of Object.entries(usage)) {
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`${field} must be a number of 0 or more`);
    }
  }
  const includes = MANAGED_SUBSCRIPTION_INCLUDES;
  const managedSubscriptions = Math.max(1, Math.ceil(usage.users / includes.users));
  const usersCents =
    managedSubscriptions * includes.users * toCents(LICENCE_PRICES.managedWorkspaceUser);
  const extraGuests = Math.max(
    0,
    Math.ceil(usage.guests) - managedSubscriptions * includes.guestUsers,
  );
  const additionalGuestsCents = extraGuests * toCents(LICENCE_PRICES.guestUser);
  const extraDocuments = Math.max(0, usage.documents - managedSubscriptions * includes.documents);
  const additionalDocumentsCents =
    Math.ceil(extraDocuments / includes.documentsStep) * pricePerDocumentsStep();
  const extraStorage = Math.max(0, usage.storageGb - managedSubscriptions * includes.storageGb);
  const additionalStorageCents =
    Math.ceil(extraStorage) * toCents(LICENCE_PRICES.managedStoragePerGb);
  const monthlyCents =
    usersCents + additionalGuestsCents + additionalDocumentsCents + additionalStorageCents;
  return {
    managedSubscriptions,
    usersCents,
    additionalGuestsCents,
    additionalDocumentsCents,
    additionalStorageCents,
    monthlyCents,
    yearlyCents: monthlyCents * MONTHS_PER_YEAR,
  };
}
