import {
  MONTHS_PER_YEAR,
  toCents,
  workspacePrice,
  type Cents,
  type WorkspacePrice,
  type WorkspaceUsage,
} from "@workcraft/domain/rules";

/**
 * What the pricing calculator shows: the domain's lines for a workspace's usage, the plan's
 * price, and totals per month and per year that include the plan.
 */
export interface CalculatorTotals extends WorkspacePrice {
  planCents: Cents;
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
    ...usagePrice,
    planCents,
    monthlyCents,
    yearlyCents: monthlyCents * MONTHS_PER_YEAR,
  };
}
