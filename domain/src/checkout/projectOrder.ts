import type { BuilderPlan, CatalogueApp } from "../catalogue/catalogueSchema";
import type { Catalogue } from "../catalogue/catalogueLookup";
import type { TemplateDeclaration } from "../catalogue/resolveTemplate";

/** Most apps one order may name. */
export const ORDER_MAX_APPS = 200;

/** Longest company name and person's name an order takes, in characters after trimming. */
export const ORDER_TEXT_MAX_LENGTH = { company: 100, contactName: 100 } as const;

/** What an order is checked and priced against: the catalogue, the plans and the templates. */
export interface OrderCatalogue {
  apps: Catalogue;
  plans: readonly BuilderPlan[];
  templates: readonly TemplateDeclaration[];
}

/** The order's fields, by the name a problem is reported under. */
export type OrderField =
  | "workspaceName"
  | "email"
  | "company"
  | "contactName"
  | "planId"
  | "templateId"
  | "appIds"
  | "users"
  | "guests"
  | "documents"
  | "storageGb";

/** The problems of an order, each listed under the field it concerns. */
export type OrderProblems = Partial<Record<OrderField, string[]>>;

/** A template's id as an order names it: its variant id where it has one. */
export function orderTemplateId(template: TemplateDeclaration): string {
  return template.variantId ?? template.id;
}

/** The catalogue's apps of `appIds`, in their order. Unknown ids are left out. */
export function orderedApps(
  appIds: readonly string[],
  byId: ReadonlyMap<string, CatalogueApp>,
): CatalogueApp[] {
  return appIds.flatMap((id) => byId.get(id) ?? []);
}
