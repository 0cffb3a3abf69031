import {
  appsBesideTemplate,
  cartSummary,
  DEFAULT_LOCALE,
  monthlyCentsWithTemplate,
  type CartItem,
  type CartSummary,
  type SiteLocale,
} from "@workcraft/domain/rules";
import { checkoutPath } from "../paths";
import type { CartTemplate } from "../stores/CartStore";

/** A catalogue app as the cart page shows and prices it. */
export interface CartApp {
  id: string;
  name: string;
  href: string;
  /** Monthly price in whole dollars; 0 for free apps. */
  price: number;
  defaultApp: boolean;
}

/**
 * The cart's monthly price in cents, by the domain's rule (as the checkout charges it): the
 * template's monthly price, which covers its plan and its apps, plus each paid app outside it;
 * without a template, each paid app.
 */
export function cartMonthlyCents(
  items: readonly CartItem[],
  apps: ReadonlyMap<string, CartApp>,
  template: CartTemplate | null,
): number {
  const priced = items.map((item) => ({ id: item.id, price: apps.get(item.id)?.price ?? 0 }));
  return monthlyCentsWithTemplate(template, priced);
}

/**
 * Where Check out leads (in `locale`, under its prefix): `/checkout`, which takes the cart's apps, or with a template
 * `/checkout?template=<id>`, plus `&apps=<id>,<id>` naming the apps outside it, so the checkout
 * orders (and charges) what the cart priced.
 */
export function cartCheckoutPath(
  items: readonly CartItem[],
  template: CartTemplate | null,
  locale: SiteLocale = DEFAULT_LOCALE,
): string {
  if (!template) return checkoutPath({}, locale);
  const outside = appsBesideTemplate(items, template.appIds).map((item) => item.id);
  return checkoutPath({ templateId: template.id, appIds: outside }, locale);
}

/**
 * The domain's cart summary of the cart: its totals (yearly 12 × monthly) and apps included,
 * written in `locale`'s way.
 */
export function cartTotals(
  items: readonly CartItem[],
  apps: ReadonlyMap<string, CartApp>,
  template: CartTemplate | null,
  locale: SiteLocale = DEFAULT_LOCALE,
): CartSummary {
  return cartSummary(cartMonthlyCents(items, apps, template), items.length, undefined, locale);
}
