import type { CheckoutStore } from "./CheckoutStore";

/*
 * The checkout's store is code only the checkout's pages load, in one chunk with its frame
 * (`checkout/checkoutCode.ts`). The checkout, above the stores, loads that chunk and hands the
 * store's class down here, so the stores never import the checkout.
 */
let loaded: typeof CheckoutStore | null = null;

/** Keeps the checkout's store once its chunk has loaded (`loadCheckoutFrame`). */
export function keepLoadedCheckoutStore(store: typeof CheckoutStore): void {
  loaded = store;
}

/** The checkout's store, once its chunk has loaded (the checkout's pages only). */
export function loadedCheckoutStore(): typeof CheckoutStore {
  if (!loaded) throw new Error("The checkout's store is asked for before its code loaded.");
  return loaded;
}
