import type { PricedItem } from "../catalogue/catalogueSchema";
import { LICENCE_PRICES, PRICED_ITEM_NAMES } from "../constants/businessConstants";

/** The priced items of the managed subscription with the spec's licence prices. */
export const MANAGED_PRICED_ITEMS: readonly PricedItem[] = [
  {
    id: "managed-workspace-user",
    name: PRICED_ITEM_NAMES.managedWorkspaceUser,
    price: LICENCE_PRICES.managedWorkspaceUser,
  },
  {
    id: "managed-workspace-guest-user",
    name: PRICED_ITEM_NAMES.guestUser,
    price: LICENCE_PRICES.guestUser,
  },
  {
    id: "managed-documents",
    name: PRICED_ITEM_NAMES.managedDocuments,
    price: LICENCE_PRICES.managedDocumentsPer100k,
    description: "Per 100k documents",
  },
  {
    id: "managed-storage",
    name: PRICED_ITEM_NAMES.managedStorage,
    price: LICENCE_PRICES.managedStoragePerGb,
    description: "Per GB",
  },
];

/** Looks a priced item up by its exact name, as the spec does; throws when it is missing. */
export function pricedItemByName(items: readonly PricedItem[], name: string): PricedItem {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No priced item named "${name}"`);
  return item;
}
