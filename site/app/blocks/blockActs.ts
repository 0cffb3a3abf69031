import type { BlockType } from "./blockDefinitions";

/**
 * The block types whose views act in the browser: search boxes, the store's filters, buttons
 * that fill the cart, the price calculator, forms that check what is typed, votes. Every other
 * block is drawn by the server and kept as drawn (`ServerDrawn`): a page opened at its address
 * loads no script for it and React does not hydrate it; its links and its HTML forms work as
 * they are. A block that starts to act (a button, a state, an effect) must be named here.
 */
export const ACTING_BLOCK_TYPES = [
  "AppDetails",
  "AppSearch",
  "AppStore",
  "LeadForm",
  "PricingPlans",
  "Roadmap",
  "TemplateDetails",
] as const satisfies readonly BlockType[];

const acting: ReadonlySet<string> = new Set(ACTING_BLOCK_TYPES);

/** Whether blocks of this type act in the browser (see `ACTING_BLOCK_TYPES`). */
export function blockActs(type: string): boolean {
  return acting.has(type);
}
