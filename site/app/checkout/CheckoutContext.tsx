import { createContext, useContext, useEffect, useId, useRef } from "react";
import type { CheckoutState } from "./checkoutState";

/** A builder plan the visitor may choose on the details step. */
export interface CheckoutPlan {
  id: string;
  name: string;
  price: number;
}

export interface CheckoutContextValue {
  state: CheckoutState;
  /** Changes the checkout and keeps it in local storage at once, before any navigation. */
  update: (change: (state: CheckoutState) => CheckoutState) => void;
  plans: CheckoutPlan[];
  /** The name of the template the checkout started from, if any. */
  templateName: string | null;
}

export const CheckoutContext = createContext<CheckoutContextValue | null>(null);

/** The checkout in progress (inside the checkout's layout, once it was read from storage). */
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
