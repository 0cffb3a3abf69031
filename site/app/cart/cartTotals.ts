import { cartSummary, toCents, type CartItem, type CartSummary } from "@workcraft/domain/rules";
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
 * The cart's monthly price in cents: the template's monthly price, which covers its plan and
 * its apps, plus each paid app outside it; without a template, each paid app.
 */
export function cartMonthlyCents(
  items: readonly CartItem[],
  apps: ReadonlyMap<string, CartApp>,
  template: CartTemplate | null,
): number {
  const inTemplate = new Set(template?.appIds ?? []);
  const apart = items
    .filter((item) => !inTemplate.has(item.id))
    .reduce((sum, item) => sum + toCents(apps.get(item.id)?.price ?? 0), 0);
  return (template?.monthlyCents ?? 0) + apart;
}

/** The domain's cart summary of the cart: its totals (yearly 12 × monthly) and apps included. */
export function cartTotals(
  items: readonly CartItem[],
  apps: ReadonlyMap<string, CartApp>,
  template: CartTemplate | null,
): CartSummary {
  return cartSummary(cartMonthlyCents(items, apps, template), items.length);
}
