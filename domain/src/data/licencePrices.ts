import type { PricedItem } from "../catalogue/catalogueSchema";
import { LICENCE_PRICES } from "../constants/businessConstants";
import { MANAGED_PRICED_ITEMS } from "../pricing/pricedItems";

/**
 * Every licence of the spec's price list, in its order, as priced items in whole US dollars.
 * The four managed-subscription items are the ones the pricing rules look up by name.
 */
export const LICENCE_PRICE_LIST: readonly PricedItem[] = [
  { id: "managed-license", name: "Managed License", price: LICENCE_PRICES.managedLicense },
  { id: "builder-license", name: "Builder License", price: LICENCE_PRICES.builderLicense },
  { id: "builder-user", name: "Builder User", price: LICENCE_PRICES.builderUser },
  ...MANAGED_PRICED_ITEMS,
  { id: "gpo-contracts-app", name: "GPO Contracts App", price: LICENCE_PRICES.gpoContractsApp },
];
