import type { BundleDefinition, CartItem, CatalogueApp } from "../catalogue/catalogueSchema";
import type { Catalogue } from "../catalogue/catalogueLookup";
import { catalogueById } from "../catalogue/catalogueLookup";
import { addAppToCart, cartNoticeMessage, type CartChange, type CartNotice } from "./cartRules";

/**
 * Adds several apps in order (a template's or a bundle's), each with its dependencies. Coming-soon
 * apps are passed over and named in the message. All or nothing otherwise: the first refusal
 * returns the original items and its message. On success the messages of the apps that brought
 * dependencies, then the coming-soon note, are joined by a space.
 */
export function addAppsToCart(
  items: readonly CartItem[],
  appIds: readonly string[],
  catalogue: Catalogue,
): CartChange {
  const byId = catalogueById(catalogue);
  let current = items;
  const added: CatalogueApp[] = [];
  const notices: CartNotice[] = [];
  const comingSoon: string[] = [];
  for (const appId of appIds) {
    const app = byId.get(appId);
    if (app?.comingSoon) {
      comingSoon.push(app.name);
      continue;
    }
    const change = addAppToCart(current, appId, byId);
    if (!change.ok) return { ...change, items };
    current = change.items;
    added.push(...change.added);
    notices.push(...(change.notices ?? []));
  }
  if (comingSoon.length > 0) notices.push({ kind: "coming-soon-skipped", apps: comingSoon });
  return notices.length === 0
    ? { ok: true, items: current, added }
    : {
        ok: true,
        items: current,
        added,
        message: notices.map(cartNoticeMessage).join(" "),
        notices,
      };
}

/** A bundle's apps: its free apps, then its own, each once. */
export function bundleAppIds(bundle: BundleDefinition): string[] {
  return [...new Set([...bundle.freeAppsIds, ...bundle.bundleAppsIds])];
}
