import { catalogueById, type Catalogue } from "./catalogueLookup";
import type { CartSummary, ModelProject, Template, TemplatePricing } from "./catalogueSchema";

/** A template as declared in data, before its apps and model project are looked up. */
export interface TemplateDeclaration {
  id: string;
  /** Tells apart price variants of one template (the GPO variant is offered at three prices). */
  variantId?: string;
  appIds: readonly string[];
  pricing: TemplatePricing;
  cartSummary: CartSummary;
  info: { name: string };
  /** Id of the model project the template's workspace is copied from. */
  modelProjectId?: string;
}

/**
 * Resolves a template: `apps` from the catalogue in `appIds` order and `modelProject` by id.
 * An app id the catalogue does not know throws, naming it: a template must never show a hole.
 * `isValid` is always true, as the spec says.
 */
export function resolveTemplate(
  template: TemplateDeclaration,
  catalogue: Catalogue,
  modelProjects: readonly ModelProject[] = [],
): Template {
  const byId = catalogueById(catalogue);
  const apps = template.appIds.map((id) => {
    const app = byId.get(id);
    if (!app)
      throw new Error(`Template ${template.id} lists the app "${id}", not in the catalogue`);
    return app;
  });
  const modelProject = modelProjects.find((project) => project.id === template.modelProjectId);
  return {
    id: template.id,
    ...(template.variantId ? { variantId: template.variantId } : {}),
    appIds: [...template.appIds],
    pricing: template.pricing,
    cartSummary: template.cartSummary,
    info: template.info,
    apps,
    ...(modelProject ? { modelProject } : {}),
    isValid: true,
  };
}

/** The spec's pairing of templates with builder plans. */
export const TEMPLATE_BUILDER_PLANS = {
  "template-b2b-commerce": "builder1",
  "template-b2b-commerce-with-gpo": "builder1",
  "backoffice-for-startups": "builder0",
} as const;
