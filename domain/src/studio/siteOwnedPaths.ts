/*
 * The addresses the site keeps for itself, which no Studio page may take and no Studio redirect
 * may answer: its routes other than the one that serves pages (the cart, the checkout's steps,
 * the Studio, the sitemap…) and the folders of files it serves (`/assets`, `/images`…). The site's
 * server reads them from its build, its route config and its files, and gives them to the API;
 * here is the rule that reads a path against them.
 */

/** The site's own routes and file folders, as its server reads them from its build. */
export interface SiteOwnedPaths {
  /**
   * Route patterns as the route config writes them, from the root: `/cart`, `/checkout/code`,
   * `/studio/*` (any path below), `/business-app/apps/:slug` (any one segment).
   */
  readonly routes: readonly string[];
  /** Folders whose every path is a file: `/assets`, `/images`. */
  readonly folders: readonly string[];
}

/** The site's routes and folders, for none given (a server without the site). */
export const NO_SITE_OWNED_PATHS: SiteOwnedPaths = { routes: [], folders: [] };

const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "");

/** Whether `path` is an address of the route `pattern`. */
function matchesRoute(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const asked = segmentsOf(path);
  for (const [index, segment] of wanted.entries()) {
    if (segment === "*") return true;
    const part = asked[index];
    if (part === undefined) return false;
    if (!segment.startsWith(":") && segment !== part) return false;
  }
  return wanted.length === asked.length;
}

/** Whether `path` is the folder `folder` or a path below it. */
const inFolder = (folder: string, path: string) =>
  path === folder || path.startsWith(folder.endsWith("/") ? folder : `${folder}/`);

/**
 * What of the site's own `path` is, in words ("the route /checkout/done", "the file folder
 * /assets"), or undefined when it is none of them.
 */
export function siteOwnerOfPath(path: string, owned: SiteOwnedPaths): string | undefined {
  const route = owned.routes.find((pattern) => matchesRoute(pattern, path));
  if (route !== undefined) return `the route ${route}`;
  const folder = owned.folders.find((candidate) => inFolder(candidate, path));
  return folder === undefined ? undefined : `the file folder ${folder}`;
}

/** Why a Studio page may not be at `path`, one of the site's own, or undefined when it may. */
export function siteOwnedPathProblem(path: string, owned: SiteOwnedPaths): string | undefined {
  const owner = siteOwnerOfPath(path, owned);
  return owner === undefined
    ? undefined
    : `${path} is the site's own (${owner}): choose another path for this page`;
}
