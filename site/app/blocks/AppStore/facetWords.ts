import type { PlainMessageId } from "../../i18n/messageCatalogue";
import type { ShellText } from "../../i18n/shellText";
import type { FacetOption } from "../../catalogue/storeFilter";

/**
 * The message of each filter choice the store knows, by its value: the catalogue's groups,
 * industries and use cases (by id) and the fixed choices. A value the catalogue adds later
 * shows with the label the catalogue gives it until it has a message here.
 */
const FACET_WORDS: Readonly<Record<string, PlainMessageId>> = {
  core: "block.store.facet.core",
  finance: "block.store.facet.finance",
  inventory: "block.store.facet.inventory",
  investment: "block.store.facet.investment",
  marketing: "block.store.facet.marketing",
  productivity: "block.store.facet.productivity",
  purchasing: "block.store.facet.purchasing",
  sales: "block.store.facet.sales",
  "b2b-ecommerce": "block.store.facet.b2bEcommerce",
  "capital-management": "block.store.facet.capitalManagement",
  "ndc-wholesale-drop-shipping": "block.store.facet.ndcWholesale",
  "marketing-automation": "block.store.facet.marketingAutomation",
  "project-management-and-productivity": "block.store.facet.projectManagement",
  "venture-capital-crm": "block.store.facet.ventureCapitalCrm",
  "wholesale-and-vendor-collaboration": "block.store.facet.wholesaleCollaboration",
  specialized: "block.store.facet.specialized",
  free: "block.free",
  paid: "block.store.facet.paid",
  available: "block.store.facet.available",
  "coming-soon": "header.comingSoon",
};

/** A filter choice as the page's locale says it. */
export function facetWord(text: ShellText, option: FacetOption): string {
  const id = FACET_WORDS[option.value];
  return id ? text.text(id) : option.label;
}
