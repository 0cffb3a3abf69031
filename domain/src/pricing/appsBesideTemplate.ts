import { toCents, type Cents } from "./money";

/** A template as its price covers it: one monthly price for its plan and its own apps. */
export interface TemplateCover {
  monthlyCents: Cents;
  appIds: readonly string[];
}

/**
 * The apps bought beside a template, in their order (all of them without one): a template's
 * own apps are in its monthly price; each other app is priced apart.
 */
export function appsBesideTemplate<App extends { id: string }>(
  apps: readonly App[],
  templateAppIds: readonly string[] = [],
): App[] {
  const inTemplate = new Set(templateAppIds);
  return apps.filter((app) => !inTemplate.has(app.id));
}

/**
 * What a template and apps cost a month, as the cart and the checkout price them: the
 * template's monthly price (nothing without one) plus each app bought beside it at its own
 * monthly price (a free app costs nothing).
 */
export function monthlyCentsWithTemplate(
  template: TemplateCover | null,
  apps: readonly { id: string; price: number }[],
): Cents {
  return appsBesideTemplate(apps, template?.appIds).reduce(
    (sum, app) => sum + toCents(app.price),
    template?.monthlyCents ?? 0,
  );
}
