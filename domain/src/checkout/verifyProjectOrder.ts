import { catalogueById } from "../catalogue/catalogueLookup";
import { transitiveDependencies } from "../cart/cartRules";
import {
  ORDER_PROBLEM_WORDS,
  WORKSPACE_NAME_LENGTH,
  type OrderProblemWords,
} from "./orderProblemWords";
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

export { WORKSPACE_NAME_LENGTH };

/** Letters and digits of any script, with spaces, hyphens, apostrophes, dots and ampersands. */
const WORKSPACE_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} '’&.-]*$/u;

const ENGLISH = ORDER_PROBLEM_WORDS.en;

/** The order check's English message of a workspace name that breaks the rule. */
export const WORKSPACE_NAME_INVALID_MESSAGE = ENGLISH.workspaceNameInvalid;

/** Message when another workspace already has the name (compared as `workspaceNameKey`). */
export const workspaceNameTakenMessage = ENGLISH.workspaceNameTaken;

/** Message when an order names beside its template an app the template brings. */
export const appInTemplateMessage = ENGLISH.appInTemplate;

/** Message when an app bought beside a template cannot be used with one of the template's. */
export const templateExclusionMessage = ENGLISH.templateExclusion;

/** Message when an app of the order needs apps the order lacks. */
export const missingDependenciesMessage = ENGLISH.missingDependencies;

/** The name one workspace is known by: trimmed, spaces collapsed, lower-cased. */
export function workspaceNameKey(name: string): string {
  return name.trim().replace(/\s+/gu, " ").toLocaleLowerCase("en");
}

/** The problems of a workspace name on its own (not whether it is taken). */
export function workspaceNameProblem(
  name: string,
  words: OrderProblemWords = ENGLISH,
): string | null {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  return length >= WORKSPACE_NAME_LENGTH.min &&
    length <= WORKSPACE_NAME_LENGTH.max &&
    WORKSPACE_NAME_PATTERN.test(trimmed)
    ? null
    : words.workspaceNameInvalid;
}

/** Whether an order can be sold as it is, and if not, every problem under its field. */
export type OrderVerdict = { ok: true } | { ok: false; problems: OrderProblems };

/**
 * Checks an order with the catalogue's rules: a known, visible plan (the hidden Startup plan
 * comes only with its template), a known template, apps that exist and are not coming soon,
 * whose dependencies are in the workspace and which do not exclude one another (see
 * `appsProblems`; with a template, the apps bought beside it), and a valid workspace name.
 * `nameTaken` says whether another workspace has the name; only the server can know. Each
 * problem is said in `words` (English unless the checkout's page was in another locale).
 */
export function verifyProjectOrder(
  order: ProjectOrder,
  { apps, plans, templates }: OrderCatalogue,
  nameTaken = false,
  words: OrderProblemWords = ENGLISH,
): OrderVerdict {
  const problems: OrderProblems = {};
  const report = (field: OrderField, message: string) => {
    (problems[field] ??= []).push(message);
  };

  const nameProblem = workspaceNameProblem(order.workspaceName, words);
  if (nameProblem) report("workspaceName", nameProblem);
  else if (nameTaken) report("workspaceName", words.workspaceNameTaken(order.workspaceName.trim()));

  const template = order.templateId
    ? templates.find((candidate) => orderTemplateId(candidate) === order.templateId)
    : undefined;
  if (order.templateId && !template) {
    report("templateId", words.noTemplate(order.templateId));
  }
  const templatePlanId = template
    ? TEMPLATE_BUILDER_PLANS[template.id as keyof typeof TEMPLATE_BUILDER_PLANS]
    : undefined;

  const planId = order.planId ?? templatePlanId;
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!planId) {
    report("planId", words.choosePlan);
  } else if (!plan) {
    report("planId", words.noPlan(planId));
  } else if (template && templatePlanId && plan.id !== templatePlanId) {
    const templatePlan = plans.find((candidate) => candidate.id === templatePlanId);
    report("planId", words.templatePlan(template.info.name, templatePlan?.name ?? templatePlanId));
  } else if (plan.hidden && plan.id !== templatePlanId) {
    report("planId", words.planOnlyWithTemplate(plan.name));
  }

  // An unknown template is its own problem: what it would bring is not known.
  if (!order.templateId || template) {
    for (const message of appsProblems(order.appIds, apps, template, words)) {
      report("appIds", message);
    }
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
  words: OrderProblemWords,
): string[] {
  if (appIds.length === 0) return template ? [] : [words.emptyOrder];
  const byId = catalogueById(catalogue);
  const messages: string[] = [];
  const ordered = new Set(appIds);
  if (ordered.size !== appIds.length) messages.push(words.appTwice);
  const inTemplate = new Set(template?.appIds ?? []);
  const known = [...ordered].flatMap((id) => {
    const app = byId.get(id);
    if (!app) {
      messages.push(words.unknownApp(id));
      return [];
    }
    if (template && inTemplate.has(id)) {
      messages.push(words.appInTemplate(app.name, template.info.name));
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
      messages.push(words.comingSoon(app.name));
      continue;
    }
    const needed = transitiveDependencies(app, byId);
    if ("unknownId" in needed) {
      messages.push(words.unknownApp(needed.unknownId));
      continue;
    }
    const missing = needed.apps.filter((dependency) => !present.has(dependency.id));
    if (missing.length > 0) {
      messages.push(
        words.missingDependencies(
          app.name,
          missing.map(({ name }) => name),
        ),
      );
    }
  }
  known.forEach((app, index) => {
    for (const other of known.slice(index + 1)) {
      if (excludeEachOther(app, other)) messages.push(words.exclusion(other.name, app.name));
    }
    for (const other of templateApps) {
      if (excludeEachOther(app, other)) {
        messages.push(words.templateExclusion(app.name, other.name, template!.info.name));
      }
    }
  });
  if (!template && known.length === ordered.size && known.every((app) => app.defaultApp)) {
    messages.push(words.onlyDefaultApps);
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
