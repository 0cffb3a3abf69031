import type { SiteOwnedPaths } from "@workcraft/domain/rules";
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import type { ServerBuild } from "react-router";

/*
 * The addresses the site keeps for itself, read from its build rather than listed again: the
 * API refuses a Studio page there and the server answers no Studio redirect there.
 */

/** A route's full pattern from the root: `/checkout/code`, `/studio/*`. */
function patternOf(routes: ServerBuild["routes"], id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(...route.path.split("/").filter((part) => part !== ""));
  }
  return `/${parts.join("/")}`;
}

/**
 * The site's own routes, from its route config as the build gives it: every route whose module
 * is not the page route's. The page route is the one that answers any other path (`*`); it
 * serves the content files' pages, the catalogue's and the Studio's wherever they are, so its
 * other routes (the home, the catalogue's patterns) stay open to pages.
 */
export function siteOwnedRoutes(routes: ServerBuild["routes"]): string[] {
  const pageRoute = Object.values(routes).find((route) => route?.path === "*");
  if (!pageRoute) throw new Error("The site's route config has no route for any path (`*`).");
  const owned = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || route.module === pageRoute.module) continue;
    if (!route.path && !route.index) continue; // the root, a layout: no address of its own
    owned.add(patternOf(routes, route.id));
  }
  return [...owned];
}

/**
 * The folders of files the client build serves (`/assets`, `/images`, the public folder's), as
 * `clientDir` holds them: its top folders that hold no prerendered page (`index.html`).
 */
export function siteFileFolders(clientDir: string): string[] {
  const folders: string[] = [];
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const files = readdirSync(join(clientDir, entry.name), { recursive: true, encoding: "utf8" });
    if (!files.some((file) => basename(file) === "index.html")) {
      folders.push(`/${entry.name}`);
    }
  }
  return folders;
}

/** The site's own routes and file folders, from its server build and its client build's folder. */
export function siteOwnedPathsOf(build: ServerBuild, clientDir: string): SiteOwnedPaths {
  return { routes: siteOwnedRoutes(build.routes), folders: siteFileFolders(clientDir) };
}
