import { catalogueById } from "../catalogue/catalogueLookup";
import {
  EMPTY_CART_MESSAGE,
  ONLY_DEFAULT_APPS_MESSAGE,
  comingSoonMessage,
  exclusionMessage,
  listNames,
  transitiveDependencies,
  unknownAppMessage,
} from "../cart/cartRules";
import type { CatalogueApp } from "../catalogue/catalogueSchema";
import { TEMPLATE_BUILDER_PLANS, type TemplateDeclaration } from "../catalogue/resolveTemplate";
import {
  orderTemplateId,
  orderedApps,
  type OrderCatalogue,
  type OrderField,
  type OrderProblems,
} from "./projectOrder";
import type { ProjectOrder } from "./projectOrderSchema";

/** A workspace name's length, in characters, after trimming. */
export const WORKSPACE_NAME_LENGTH = { min: 3, max: 40 } as const;

/** Letters and digits of any script, with spaces, hyphens, apostrophes, dots and ampersands. */
const WORKSPACE_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} '’&.-]*$/u;

export const WORKSPACE_NAME_INVALID_MESSAGE = `A workspace name is ${WORKSPACE_NAME_LENGTH.min} to ${WORKSPACE_NAME_LENGTH.max} letters, digits, spaces or - ' & . and starts with a letter or digit.`;

/** Message when another workspace already has the name (compared as `workspaceNameKey`). */
export function workspaceNameTakenMessage(name: string): string {
  return `The workspace name "${name}" is taken. Choose another.`;
}

/** Message when an order names beside its template an app the template brings. */
export function appInTemplateMessage(appName: string, templateName: string): string {
  return `${appName} comes with the template ${templateName}. Name only apps outside it.`;
}

/** Message when an app bought beside a template cannot be used with one of the template's. */
export function templateExclusionMessage(
  appName: string,
  templateAppName: string,
  templateName: string,
): string {
  return `${appName} cannot be used together with ${templateAppName}, which comes with the template ${templateName}.`;
}

/** Message when an app of the order needs apps the order lacks. */
export function missingDependenciesMessage(appName: string, missing: readonly string[]): string {
  return `${appName} needs ${listNames(missing)}. Add ${missing.length === 1 ? "it" : "them"} to your order.`;
}

/** The name one workspace is known by: trimmed, spaces collapsed, lower-cased. */
export function workspaceNameKey(name: string): string {
  return name.trim().replace(/\s+/gu, " ").toLocaleLowerCase("en");
}

/** The problems of a workspace name on its own (not whether it is taken). */
export function workspaceNameProblem(name: string): string | null {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  return length >= WORKSPACE_NAME_LENGTH.min &&
    length <= WORKSPACE_NAME_LENGTH.max &&
    WORKSPACE_NAME_PATTERN.test(trimmed)
    ? null
    : WORKSPACE_NAME_INVALID_MESSAGE;
}

/** Whether an order can be sold as it is, and if not, every problem under its field. */
export type OrderVerdict = { ok: true } | { ok: false; problems: OrderProblems };

/**
 * Checks an order with the catalogue's rules: a known, visible plan (the hidden Startup plan
 * comes only with its template), a known template, apps that exist and are not coming soon,
 * whose dependencies are in the workspace and which do not exclude one another (see
 * `appsProblems`; with a template, the apps bought beside it), and a valid workspace name. `nameTaken` says whether another workspace has the name;
 * only the server can know.
 */
export function verifyProjectOrder(
  order: ProjectOrder,
  { apps, plans, templates }: OrderCatalogue,
  nameTaken = false,
): OrderVerdict {
  const problems: OrderProblems = {};
  const report = (field: OrderField, message: string) => {
    (problems[field] ??= []).push(message);
  };

  const nameProblem = workspaceNameProblem(order.workspaceName);
  if (nameProblem) report("workspaceName", nameProblem);
  else if (nameTaken)
    report("workspaceName", workspaceNameTakenMessage(order.workspaceName.trim()));

  const template = order.templateId
    ? templates.find((candidate) => orderTemplateId(candidate) === order.templateId)
    : undefined;
  if (order.templateId && !template) {
    report("templateId", `There is no template "${order.templateId}".`);
  }
  const templatePlanId = template
    ? TEMPLATE_BUILDER_PLANS[template.id as keyof typeof TEMPLATE_BUILDER_PLANS]
    : undefined;

  const planId = order.planId ?? templatePlanId;
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!planId) {
    report("planId", "Choose a plan.");
  } else if (!plan) {
    report("planId", `There is no plan "${planId}".`);
  } else if (template && templatePlanId && plan.id !== templatePlanId) {
    const templatePlan = plans.find((candidate) => candidate.id === templatePlanId);
    report(
      "planId",
      `The template ${template.info.name} runs on the ${templatePlan?.name ?? templatePlanId} plan.`,
    );
  } else if (plan.hidden && plan.id !== templatePlanId) {
    report("planId", `The ${plan.name} plan comes only with its template.`);
  }

  // An unknown template is its own problem: what it would bring is not known.
  if (!order.templateId || template) {
    for (const message of appsProblems(order.appIds, apps, template)) report("appIds", message);
  }

  return Object.keys(problems).length === 0 ? { ok: true } : { ok: false, problems };
}

/**
 * The problems of the apps an order names: without a template, every app it buys; with one,
 * the apps bought beside it. Each must exist, not be coming soon and not be named twice; its
 * dependencies must be in the workspace (the apps named, and with a template also the
 * template's apps with their dependencies and the default apps every workspace has); no two
 * of the apps named, and none of them and the template's, may exclude one another. Without a template the order needs apps, and not only default ones.
 */
function appsProblems(
  appIds: readonly string[],
  catalogue: OrderCatalogue["apps"],
  template: TemplateDeclaration | undefined,
): string[] {
  if (appIds.length === 0) return template ? [] : [EMPTY_CART_MESSAGE];
  const byId = catalogueById(catalogue);
  const messages: string[] = [];
  const ordered = new Set(appIds);
  if (ordered.size !== appIds.length) messages.push("Each app can be in the order once.");
  const inTemplate = new Set(template?.appIds ?? []);
  const known = [...ordered].flatMap((id) => {
    const app = byId.get(id);
    if (!app) {
      messages.push(unknownAppMessage(id));
      return [];
    }
    if (template && inTemplate.has(id)) {
      messages.push(appInTemplateMessage(app.name, template.info.name));
      return [];
    }
    return [app];
  });
  const templateApps = workspaceAppsOf(template, byId);
  const present = new Set([
    ...ordered,
    ...templateApps.map(({ id }) => id),
    ...(template ? [...byId.values()].filter((app) => app.defaultApp).map(({ id }) => id) : []),
  ]);
  for (const app of known) {
    if (app.comingSoon) {
      messages.push(comingSoonMessage(app.name));
      continue;
    }
    const needed = transitiveDependencies(app, byId);
    if ("unknownId" in needed) {
      messages.push(unknownAppMessage(needed.unknownId));
      continue;
    }
    const missing = needed.apps.filter((dependency) => !present.has(dependency.id));
    if (missing.length > 0) {
      messages.push(
        missingDependenciesMessage(
          app.name,
          missing.map(({ name }) => name),
        ),
      );
    }
  }
  known.forEach((app, index) => {
    for (const other of known.slice(index + 1)) {
      if (excludeEachOther(app, other)) messages.push(exclusionMessage(other.name, app.name));
    }
    for (const other of templateApps) {
      if (excludeEachOther(app, other)) {
        messages.push(templateExclusionMessage(app.name, other.name, template!.info.name));
      }
    }
  });
  if (!template && known.length === ordered.size && known.every((app) => app.defaultApp)) {
    messages.push(ONLY_DEFAULT_APPS_MESSAGE);
  }
  return messages;
}

/**
 * The apps a template puts in the workspace: its apps that are not coming soon, and the apps
 * they depend on (as the cart adds them).
 */
function workspaceAppsOf(
  template: TemplateDeclaration | undefined,
  byId: ReadonlyMap<string, CatalogueApp>,
): CatalogueApp[] {
  const apps = new Map<string, CatalogueApp>();
  for (const app of orderedApps(template?.appIds ?? [], byId)) {
    if (app.comingSoon) continue;
    apps.set(app.id, app);
    const needed = transitiveDependencies(app, byId);
    for (const dependency of "apps" in needed ? needed.apps : []) {
      apps.set(dependency.id, dependency);
    }
  }
  return [...apps.values()];
}

function excludeEachOther(a: CatalogueApp, b: CatalogueApp): boolean {
  return a.excludes.includes(b.id) || b.excludes.includes(a.id);
}
