/** Money is counted in integer cents inside the domain; this names that intent. */
export type Cents = number;

/** Whole or fractional currency units to integer cents, rounded to the nearest cent. */
export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

/** Integer cents to currency units. */
export function fromCents(cents: Cents): number {
  return cents / 100;
}
