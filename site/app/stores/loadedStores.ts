import type { CheckoutStore } from "./CheckoutStore";
import type { VotesStore } from "./VotesStore";

/*
 * Stores whose code only some pages load, so the stores never import it and the file every page
 * loads does not carry it: the checkout's, in one chunk with its frame (`checkout/checkoutCode.ts`),
 * and the roadmap's votes, with the roadmap block's view. What loads that code hands the store's
 * class down here, before anything asks for the store.
 */

/** The classes of the stores that load with some pages only, by the name `Stores` gives them. */
interface LoadedStoreClasses {
  checkout: typeof CheckoutStore;
  votes: typeof VotesStore;
}

const loaded: Partial<LoadedStoreClasses> = {};

/** Keeps a store's class once its code has loaded (`loadCheckoutFrame`, the roadmap's view). */
export function keepLoadedStore<Name extends keyof LoadedStoreClasses>(
  name: Name,
  store: LoadedStoreClasses[Name],
): void {
  loaded[name] = store;
}

/** A store's class, once its code has loaded; asked for before, an error that names it. */
export function loadedStore<Name extends keyof LoadedStoreClasses>(
  name: Name,
): LoadedStoreClasses[Name] {
  const store = loaded[name];
  if (!store) throw new Error(`The ${name} store is asked for before its code loaded.`);
  return store;
}
