import { breakpoints } from "@workcraft/tokens";
import type { PageFrame } from "../layout/pageFrame";
import { browserStorage } from "./browserStorage";
import { CartStore } from "./CartStore";
import { UiStore } from "./UiStore";
import { VotesStore } from "./VotesStore";

/** The site's stores. */
export interface Stores {
  ui: UiStore;
  cart: CartStore;
  votes: VotesStore;
}

/** New stores for one render tree: one request on the server, the page's life in the browser. */
export function createStores(frame: PageFrame): Stores {
  const ui = new UiStore(frame, { desktopMinWidth: breakpoints.desktop });
  // On the server there is no storage: the page renders an empty cart and the spec's counts.
  const storage = browserStorage();
  return {
    ui,
    cart: new CartStore(ui, storage),
    votes: new VotesStore(ui, storage),
  };
}
