import { breakpoints } from "@workcraft/tokens";
import { SITE_URL } from "../config/site";
import type { PageFrame } from "../layout/pageFrame";
import { browserStorage } from "./browserStorage";
import { CartStore } from "./CartStore";
import { MetaStore, type ShownPage } from "./MetaStore";
import { UiStore } from "./UiStore";
import { VotesStore } from "./VotesStore";

/** The site's stores. */
export interface Stores {
  ui: UiStore;
  meta: MetaStore;
  cart: CartStore;
  votes: VotesStore;
}

/** New stores for one render tree: one request on the server, the page's life in the browser. */
export function createStores(frame: PageFrame, page: ShownPage): Stores {
  const ui = new UiStore(frame, { desktopMinWidth: breakpoints.desktop });
  // On the server there is no storage: the page renders an empty cart and the spec's counts.
  const storage = browserStorage();
  return {
    ui,
    meta: new MetaStore(page, SITE_URL),
    cart: new CartStore(ui, storage),
    votes: new VotesStore(ui, storage),
  };
}
