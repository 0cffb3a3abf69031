import { createContext, useContext, useEffect, useId, useRef } from "react";
import type { CheckoutStore } from "../stores/CheckoutStore";
import type { CheckoutState } from "../stores/checkoutState";

/** A builder plan the visitor may choose on the details step. */
export interface CheckoutPlan {
  id: string;
  name: string;
  price: number;
}

export interface CheckoutContextValue {
  /** The checkout shown: the address's while the page hydrates, then the store's. */
  state: CheckoutState;
  /** The checkout's store: what the steps change and ask the API through. */
  checkout: CheckoutStore;
  plans: CheckoutPlan[];
  /** The name of the template the checkout started from, if any. */
  templateName: string | null;
}

export const CheckoutContext = createContext<CheckoutContextValue | null>(null);

/** The checkout in progress (inside the checkout's frame, once there is one to show). */
export function useCheckout(): CheckoutContextValue {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error("useCheckout needs the checkout layout above it.");
  return checkout;
}

/**
 * The id of a step's heading, which takes the focus when the step opens, so a screen reader
 * starts reading at the new step and the keyboard goes on from there.
 */
export function useStepHeading(): string {
  const id = useId();
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    document.getElementById(id)?.focus();
  }, [id]);
  return id;
}
