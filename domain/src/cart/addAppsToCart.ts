import type { BundleDefinition, CartItem, CatalogueApp } from "../catalogue/catalogueSchema";
import type { Catalogue } from "../catalogue/catalogueLookup";
import { addAppToCart, type CartChange } from "./cartRules";

/**
 * Adds several apps in order (a template's or a bundle's), each with its dependencies. All or
 * nothing: the first refusal returns the original items and its message. On success the
 * messages of the apps that brought dependencies are joined by a space.
 */
export function addAppsToCart(
  items: readonly CartItem[],
  appIds: readonly string[],
  catalogue: Catalogue,
): CartChange {
  let current = items;
  const added: CatalogueApp[] = [];
  const messages: string[] = [];
  for (const appId of appIds) {
    const change = addAppToCart(current, appId, catalogue);
    if (!change.ok) return { ok: false, items, message: change.message };
    current = change.items;
    added.push(...change.added);
    if (change.message) messages.push(change.message);
  }
  return messages.length === 0
    ? { ok: true, items: current, added }
    : { ok: true, items: current, added, message: messages.join(" ") };
}

/** A bundle's apps: its free apps, then its own, each once. */
export function bundleAppIds(bundle: BundleDefinition): string[] {
  return [...new Set([...bundle.freeAppsIds, ...bundle.bundleAppsIds])];
}
