import { breakpoints } from "@workcraft/tokens";
import { SITE_URL } from "../config/site";
import type { PageFrame } from "../layout/pageFrame";
import { MetaStore, type ShownPage } from "./MetaStore";
import { UiStore } from "./UiStore";

/** The site's stores; the cart and votes stores join them with the commerce journeys. */
export interface Stores {
  ui: UiStore;
  meta: MetaStore;
}

/** New stores for one render tree: one request on the server, the page's life in the browser. */
export function createStores(frame: PageFrame, page: ShownPage): Stores {
  return {
    ui: new UiStore(frame, { desktopMinWidth: breakpoints.desktop }),
    meta: new MetaStore(page, SITE_URL),
  };
}
