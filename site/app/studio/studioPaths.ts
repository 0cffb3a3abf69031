import {
  leastRoleFor,
  MAX_EXPERIMENT_VARIANTS,
  mayDo,
  STUDIO_PATH,
  STUDIO_SIGN_IN_PATH,
  type LeadFormName,
  type StudioAction,
  type StudioRole,
} from "@workcraft/domain/rules";
import { apiAddress } from "../api/apiClient";

/** The address of a Studio page's editor: `/studio/pages/<id>`. */
export function composerPath(id: string): string {
  return `${STUDIO_PATH}/pages/${id}`;
}

/** The page id of an editor's address, or undefined for any other Studio address. */
export function composerPageId(pathname: string): string | undefined {
  const match = new RegExp(`^${STUDIO_PATH}/pages/([0-9A-Za-z]+)/?$`, "u").exec(pathname);
  return match?.[1];
}

/** A screen of the signed-in Studio, at an address of its own. */
export interface StudioScreen {
  id: string;
  path: string;
  /** Its name in the Studio's navigation and its heading. */
  label: string;
  /** What a role must be allowed to open it; any signed-in person may when absent. */
  action?: StudioAction;
  /** What a role without the action cannot do, after "Your role (editor) cannot". */
  refused?: string;
}

/** The signed-in Studio's screens, in the order its navigation lists them. */
export const STUDIO_SCREENS = [
  { id: "pages", path: STUDIO_PATH, label: "Pages" },
  {
    id: "leads",
    path: `${STUDIO_PATH}/leads`,
    label: "Leads",
    action: "read-leads",
    refused: "read the leads of the site's forms",
  },
  {
    id: "experiments",
    path: `${STUDIO_PATH}/experiments`,
    label: "Experiments",
    action: "run-experiments",
    refused: "run experiments on the site's pages",
  },
  {
    id: "roadmap",
    path: `${STUDIO_PATH}/roadmap`,
    label: "Roadmap",
    action: "announce-launches",
    refused: "announce an app's launch to the visitors who asked to hear of it",
  },
  {
    id: "redirects",
    path: `${STUDIO_PATH}/redirects`,
    label: "Redirects",
    action: "publish",
    refused: "see or delete the redirects of moved pages",
  },
  {
    id: "people",
    path: `${STUDIO_PATH}/people`,
    label: "People",
    action: "manage-people",
    refused: "manage the Studio's people",
  },
  {
    id: "audit",
    path: `${STUDIO_PATH}/audit`,
    label: "Audit log",
    action: "read-audit-log",
    refused: "read the audit log",
  },
] as const satisfies readonly StudioScreen[];

export type StudioScreenId = (typeof STUDIO_SCREENS)[number]["id"];

const EXPERIMENTS_PATH = `${STUDIO_PATH}/experiments`;

/** The address of one experiment's screen (its variants, plan and results). */
export function experimentPath(id: string): string {
  return `${EXPERIMENTS_PATH}/${id}`;
}

/** The experiments' screen with "Try a variant" set to a page of the site. */
export function newExperimentPath(pagePath: string): string {
  return `${EXPERIMENTS_PATH}?${new URLSearchParams({ path: pagePath }).toString()}`;
}

/** The experiment an address shows (`/studio/experiments/<id>`), or undefined. */
export function experimentIdAt(pathname: string): string | undefined {
  const match = new RegExp(`^${EXPERIMENTS_PATH}/([0-9A-Za-z]+)/?$`, "u").exec(pathname);
  return match?.[1];
}

/** The address of a variant's editor: `/studio/experiments/<id>/variants/<arm>` (1 is B). */
export function variantComposerPath(id: string, arm: number): string {
  return `${experimentPath(id)}/variants/${arm}`;
}

/** The experiment and arm of a variant editor's address, or undefined for any other address. */
export function variantComposerAt(pathname: string): { id: string; arm: number } | undefined {
  const match = new RegExp(`^${EXPERIMENTS_PATH}/([0-9A-Za-z]+)/variants/([0-9])/?$`, "u").exec(
    pathname,
  );
  const arm = Number(match?.[2]);
  if (!match?.[1] || !(arm >= 1 && arm <= MAX_EXPERIMENT_VARIANTS)) return undefined;
  return { id: match[1], arm };
}

/**
 * The screen at a Studio address (the sign-in link's opens the pages, an experiment's address
 * the experiments), or undefined.
 */
export function studioScreenAt(pathname: string): (typeof STUDIO_SCREENS)[number] | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, "") : pathname;
  if (path === STUDIO_SIGN_IN_PATH) return STUDIO_SCREENS[0];
  const screenPath = experimentIdAt(path) ? EXPERIMENTS_PATH : path;
  return STUDIO_SCREENS.find((screen) => screen.path === screenPath);
}

/** The screens a role may open: the links of its navigation. */
export function studioScreensFor(role: StudioRole): StudioScreen[] {
  return STUDIO_SCREENS.filter((screen: StudioScreen) => mayOpen(role, screen));
}

function mayOpen(role: StudioRole, screen: StudioScreen): boolean {
  return screen.action === undefined || mayDo(role, screen.action);
}

/**
 * Why a role may not open a screen, in the Studio's words, naming the role it needs;
 * undefined when it may.
 */
export function studioScreenRefusal(role: StudioRole, screen: StudioScreen): string | undefined {
  if (screen.action === undefined || mayOpen(role, screen)) return undefined;
  const needed = leastRoleFor(screen.action);
  const roles = needed === "admin" ? "the admin role" : `the ${needed} or admin role`;
  return `Your role (${role}) cannot ${screen.refused ?? "open this screen"}: that takes ${roles}.`;
}

/** The address of the leads' CSV download: every form's, or one form's. */
export function studioLeadsExportHref(formName?: LeadFormName): string {
  return apiAddress("studio/leads/export", { formName });
}
