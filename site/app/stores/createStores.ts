import { breakpoints } from "@workcraft/tokens";
import type { PageFrame } from "./pageFrame";
import { browserStorage } from "./browserStorage";
import { CartStore } from "./CartStore";
import type { CheckoutStore } from "./CheckoutStore";
import { loadedStore } from "./loadedStores";
import { UiStore } from "./UiStore";
import type { VotesStore } from "./VotesStore";

/** The site's stores. */
export interface Stores {
  ui: UiStore;
  cart: CartStore;
  readonly votes: VotesStore;
  /** The checkout in progress, on the checkout's pages (whose loaders load its code first: `loadCheckoutFrame`). */
  readonly checkout: CheckoutStore;
}

/** New stores for one render tree: one request on the server, the page's life in the browser. */
export function createStores(frame: PageFrame): Stores {
  const ui = new UiStore(frame, { desktopMinWidth: breakpoints.desktop });
  // On the server there is no storage: the page renders an empty cart and the spec's counts.
  const storage = browserStorage();
  const cart = new CartStore(ui, storage);
  let checkout: CheckoutStore | undefined;
  let votes: VotesStore | undefined;
  return {
    ui,
    cart,
    // Made the first time the roadmap's view asks: its code comes with that view.
    get votes() {
      votes ??= new (loadedStore("votes"))(ui, storage);
      return votes;
    },
    // Made the first time a checkout page asks: its code is not on the other pages.
    get checkout() {
      checkout ??= new (loadedStore("checkout"))(cart, storage);
      return checkout;
    },
  };
}
