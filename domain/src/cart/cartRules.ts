import type { CartItem, CatalogueApp } from "../catalogue/catalogueSchema";
import { catalogueById, type Catalogue } from "../catalogue/catalogueLookup";
import { listNames } from "../formatting/listNames";

/** The spec's message when checkout is tried with only default apps in the cart. */
export const ONLY_DEFAULT_APPS_MESSAGE =
  "You seem to only have default-apps in your cart. To check out, you must also add some non-default apps.";

/** Our message when checkout is tried with an empty cart (the spec is silent). */
export const EMPTY_CART_MESSAGE = "Your cart is empty. To check out, add some apps first.";

/**
 * What a cart rule tells the visitor, as data: the site words it in the page's locale; in
 * English it is `cartNoticeMessage`'s sentence (the spec's, where the spec has one).
 */
export type CartNotice =
  | { kind: "dependencies-added"; app: string; count: number }
  | { kind: "exclusion"; adding: string; inCart: string }
  | { kind: "dependency-exclusion"; adding: string; needed: string; other: string }
  | { kind: "dependants"; removing: string; dependants: readonly string[] }
  | { kind: "coming-soon"; app: string }
  | { kind: "coming-soon-skipped"; apps: readonly string[] }
  | { kind: "unknown-app"; app: string };

/**
 * What a cart rule returns. On success: the new items, `added` (the apps this change put in the
 * cart, the asked-for app first, then its new dependencies) and the toast to show, if any. When
 * refused: the very same items and a message naming the apps concerned. `notices` are what
 * `message` says, as data, one per sentence.
 */
export type CartChange =
  | {
      ok: true;
      items: readonly CartItem[];
      added: readonly CatalogueApp[];
      message?: string;
      notices?: readonly CartNotice[];
    }
  | { ok: false; items: readonly CartItem[]; message: string; notices: readonly CartNotice[] };

/** A notice's sentence in English. */
export function cartNoticeMessage(notice: CartNotice): string {
  switch (notice.kind) {
    case "dependencies-added":
      return dependenciesAddedMessage(notice.app, notice.count);
    case "exclusion":
      return exclusionMessage(notice.adding, notice.inCart);
    case "dependency-exclusion":
      return dependencyExclusionMessage(notice.adding, notice.needed, notice.other);
    case "dependants":
      return dependantsMessage(notice.removing, notice.dependants);
    case "coming-soon":
      return comingSoonMessage(notice.app);
    case "coming-soon-skipped":
      return comingSoonSkippedMessage(notice.apps);
    case "unknown-app":
      return unknownAppMessage(notice.app);
  }
}

/** A refusal: the same items, and the notice why. */
function refused(items: readonly CartItem[], notice: CartNotice): CartChange {
  return { ok: false, items, message: cartNoticeMessage(notice), notices: [notice] };
}

/**
 * The spec's toast after dependencies were added, word for word. Its singular form changes
 * only "{n} other apps" to "one other app"; the rest of the spec's sentence stays as it is.
 */
export function dependenciesAddedMessage(appName: string, count: number): string {
  const others = count === 1 ? "one other app" : `${count} other apps`;
  return `${appName} is connected with ${others}, which therefore also have been added to your cart.`;
}

/** Message when two apps cannot share a cart, naming both. */
export function exclusionMessage(adding: string, inCart: string): string {
  return `${adding} cannot be added because it cannot be used together with ${inCart}, which is already in your cart. Remove ${inCart} first to add ${adding}.`;
}

/**
 * Message when a dependency of the app being added cannot share the cart with another app:
 * one already in the cart, or one the same addition would bring.
 */
export function dependencyExclusionMessage(adding: string, needed: string, other: string): string {
  return `${adding} cannot be added because it needs ${needed}, which cannot be used together with ${other}.`;
}

/** Message when an app others in the cart depend on is removed, naming them. */
export function dependantsMessage(removing: string, dependants: readonly string[]): string {
  const verb = dependants.length === 1 ? "depends" : "depend";
  return `${removing} cannot be removed because ${listNames(dependants)} ${verb} on it. Remove ${dependants.length === 1 ? "that app" : "those apps"} first.`;
}

/** Message when a coming-soon app is added: it cannot be bought yet. */
export function comingSoonMessage(appName: string): string {
  return `${appName} is coming soon and cannot be added to your cart yet.`;
}

/** Message when adding several apps passed over the coming-soon ones, naming them. */
export function comingSoonSkippedMessage(names: readonly string[]): string {
  const plural = names.length !== 1;
  return `${listNames(names)} ${plural ? "are" : "is"} coming soon and ${plural ? "were" : "was"} not added.`;
}

/** Message for an app id the catalogue does not know. */
export function unknownAppMessage(appId: string): string {
  return `The app "${appId}" is not in the catalogue.`;
}

function excludes(a: CatalogueApp, b: CatalogueApp): boolean {
  return a.excludes.includes(b.id) || b.excludes.includes(a.id);
}

/**
 * Every app `app` depends on, transitively, in breadth-first order, without `app` itself.
 * A visited set ends cycles. Returns the first unknown id instead when one is missing.
 */
export function transitiveDependencies(
  app: CatalogueApp,
  catalogue: Catalogue,
): { apps: CatalogueApp[] } | { unknownId: string } {
  const byId = catalogueById(catalogue);
  const seen = new Set([app.id]);
  const apps: CatalogueApp[] = [];
  const queue = [...app.dependencies];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const dependency = byId.get(id);
    if (!dependency) return { unknownId: id };
    apps.push(dependency);
    queue.push(...dependency.dependencies);
  }
  return { apps };
}

/**
 * Adds an app and every app it depends on, transitively, that is not in the cart yet. Refused,
 * with the cart unchanged, when the app or one of its dependencies excludes an app already in
 * the cart or is excluded by it (the exclusion counts both ways), and when the app or one of its
 * dependencies is coming soon. An app already in the cart leaves it unchanged. Quantity is 1:
 * an app is installed once per workspace.
 */
export function addAppToCart(
  items: readonly CartItem[],
  appId: string,
  catalogue: Catalogue,
): CartChange {
  const byId = catalogueById(catalogue);
  const app = byId.get(appId);
  if (!app) return refused(items, { kind: "unknown-app", app: appId });
  if (items.some((item) => item.id === appId)) return { ok: true, items, added: [] };
  if (app.comingSoon) return refused(items, { kind: "coming-soon", app: app.name });

  const found = transitiveDependencies(app, byId);
  if ("unknownId" in found) return refused(items, { kind: "unknown-app", app: found.unknownId });
  const inCartIds = new Set(items.map((item) => item.id));
  const newDependencies = found.apps.filter((dependency) => !inCartIds.has(dependency.id));
  const inCart = items.flatMap((item) => byId.get(item.id) ?? []);

  const added = [app, ...newDependencies];
  const comingSoon = newDependencies.find((dependency) => dependency.comingSoon);
  if (comingSoon) return refused(items, { kind: "coming-soon", app: comingSoon.name });
  for (const adding of added) {
    const inCartConflict = inCart.find((existing) => excludes(adding, existing));
    if (inCartConflict) {
      return refused(
        items,
        adding === app
          ? { kind: "exclusion", adding: app.name, inCart: inCartConflict.name }
          : {
              kind: "dependency-exclusion",
              adding: app.name,
              needed: adding.name,
              other: inCartConflict.name,
            },
      );
    }
    // The same addition may bring two apps that exclude each other: catalogue data at fault,
    // refused all the same so a cart never holds both.
    const addedConflict = added.find((other) => other !== adding && excludes(adding, other));
    if (addedConflict) {
      const needed = adding === app ? addedConflict : adding;
      const other = adding === app ? app : addedConflict;
      return refused(items, {
        kind: "dependency-exclusion",
        adding: app.name,
        needed: needed.name,
        other: other.name,
      });
    }
  }

  const next = [...items, ...added.map((a) => ({ id: a.id, name: a.name, quantity: 1 }))];
  if (newDependencies.length === 0) return { ok: true, items: next, added };
  const notice: CartNotice = {
    kind: "dependencies-added",
    app: app.name,
    count: newDependencies.length,
  };
  return { ok: true, items: next, added, message: cartNoticeMessage(notice), notices: [notice] };
}

/**
 * Removes an app from the cart. Refused, naming them, while other apps in the cart depend on
 * it directly. An app not in the cart leaves it unchanged.
 */
export function removeAppFromCart(
  items: readonly CartItem[],
  appId: string,
  catalogue: Catalogue,
): CartChange {
  if (!items.some((item) => item.id === appId)) return { ok: true, items, added: [] };
  const byId = catalogueById(catalogue);
  const dependants = items.filter(
    (item) => item.id !== appId && (byId.get(item.id)?.dependencies.includes(appId) ?? false),
  );
  if (dependants.length > 0) {
    return refused(items, {
      kind: "dependants",
      removing: byId.get(appId)?.name ?? appId,
      dependants: dependants.map((d) => d.name),
    });
  }
  return { ok: true, items: items.filter((item) => item.id !== appId), added: [] };
}

/**
 * Why checkout is refused. On `only-default-apps` the site's toast offers the spec's Add More
 * Apps button, which leads to the store's list of apps (a route of the site, not of this rule).
 */
export type CheckoutRefusal = "empty-cart" | "only-default-apps";

/** Whether the cart may go to checkout, and why not and the message to show when it may not. */
export type CheckoutCheck = { ok: true } | { ok: false; reason: CheckoutRefusal; message: string };

/**
 * Checkout needs at least one app that is not a default app. An empty cart is refused with
 * {@link EMPTY_CART_MESSAGE}; a cart of only default apps with the spec's message. An id the
 * catalogue does not know counts as non-default: the server's order verification refuses
 * unknown apps on its own.
 */
export function checkCheckout(items: readonly CartItem[], catalogue: Catalogue): CheckoutCheck {
  if (items.length === 0) return { ok: false, reason: "empty-cart", message: EMPTY_CART_MESSAGE };
  const byId = catalogueById(catalogue);
  const onlyDefaults = items.every((item) => byId.get(item.id)?.defaultApp === true);
  return onlyDefaults
    ? { ok: false, reason: "only-default-apps", message: ONLY_DEFAULT_APPS_MESSAGE }
    : { ok: true };
}
