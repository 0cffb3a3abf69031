import {
  MONTHS_PER_YEAR,
  toCents,
  workspacePrice,
  type Cents,
  type WorkspaceUsage,
} from "@workcraft/domain/rules";

/** What the pricing calculator shows: a plan and a workspace's usage, per month and per year. */
export interface CalculatorTotals {
  planCents: Cents;
  managedSubscriptions: number;
  usersCents: Cents;
  additionalGuestsCents: Cents;
  additionalDocumentsCents: Cents;
  additionalStorageCents: Cents;
  monthlyCents: Cents;
  yearlyCents: Cents;
}

/**
 * The calculator's totals: the plan's monthly price plus the domain's workspace price for the
 * usage. The server prices a checkout of the same plan, usage and free apps the same way
 * (`priceProjectOrder`), which `calculatorTotals.test.ts` checks against the API.
 */
export function calculatorTotals(planPrice: number, usage: WorkspaceUsage): CalculatorTotals {
  const usagePrice = workspacePrice(usage);
  const planCents = toCents(planPrice);
  const monthlyCents = planCents + usagePrice.monthlyCents;
  return {
    planCents,
    managedSubscriptions: usagePrice.managedSubscriptions,
    usersCents: usagePrice.usersCents,
    additionalGuestsCents: usagePrice.additionalGuestsCents,
    additionalDocumentsCents: usagePrice.additionalDocumentsCents,
    additionalStorageCents: usagePrice.additionalStorageCents,
    monthlyCents,
    yearlyCents: monthlyCents * MONTHS_PER_YEAR,
  };
}
