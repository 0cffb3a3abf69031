import { keepLoadedStore } from "../stores/loadedStores";
import type { CheckoutFrame } from "./checkoutCode";

/** Marks the checkout's frame in the HTML, so the browser loads its code before hydrating. */
export const CHECKOUT_FRAME_ATTRIBUTE = "data-checkout-frame";

let loaded: typeof CheckoutFrame | null = null;

/**
 * Loads the checkout's frame, steps and store, a chunk of their own that only the checkout's
 * pages fetch: by the route's loader on the server, its client loader on a navigation, and the
 * browser's entry before it hydrates a checkout page. The page then renders it in place, with
 * no Suspense boundary whose content React could stream after a placeholder.
 */
export async function loadCheckoutFrame(): Promise<typeof CheckoutFrame> {
  if (!loaded) {
    const code = await import("./checkoutCode");
    keepLoadedStore("checkout", code.CheckoutStore);
    loaded = code.CheckoutFrame;
  }
  return loaded;
}

/** The frame, once `loadCheckoutFrame` has loaded it. */
export function loadedCheckoutFrame(): typeof CheckoutFrame | null {
  return loaded;
}
