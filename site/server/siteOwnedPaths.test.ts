import type { RouteConfigEntry } from "@react-router/dev/routes";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import routes from "../app/routes";
import { siteFileFolders, siteOwnedRoutes } from "./siteOwnedPaths";

/**
 * The route manifest the build makes of a route config: each route under the root, and one
 * module per file, which every route of the file shares.
 */
function manifestOf(entries: RouteConfigEntry[]): ServerBuild["routes"] {
  const modules = new Map<string, object>();
  const manifest: Record<string, unknown> = { root: { id: "root", path: "", module: {} } };
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file;
    if (!modules.has(entry.file)) modules.set(entry.file, { file: entry.file });
    manifest[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      module: modules.get(entry.file),
    };
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entries) add(entry, "root");
  return manifest as ServerBuild["routes"];
}

describe("the site's own paths", () => {
  it("are the routes of the site's route config not served by its page route", () => {
    expect(siteOwnedRoutes(manifestOf(routes)).sort()).toEqual(
      [
        "/cart",
        "/checkout",
        "/checkout/code",
        "/checkout/create",
        "/checkout/done",
        "/launch-notices/confirm",
        "/launch-notices/unsubscribe",
        "/robots.txt",
        "/sitemap.xml",
        "/studio",
        "/studio/*",
        // German's and French's cart, checkout and launch notice pages, one route each for both
        // prefixes (their catalogue pages are the page route's); any other first segment
        // answers 404 there.
        ...[
          "/cart",
          "/checkout",
          "/checkout/code",
          "/checkout/create",
          "/checkout/done",
          "/launch-notices/confirm",
          "/launch-notices/unsubscribe",
        ].map((path) => `/:locale${path}`),
      ].sort(),
    );
  });

  it("follow the route config: a route added for another module is the site's own", () => {
    const more: RouteConfigEntry[] = [
      ...routes,
      { id: "account", path: "account/:tab", file: "routes/account.tsx" },
      {
        id: "help",
        path: "help",
        file: "routes/help.tsx",
        children: [{ id: "help-topic", path: ":topic", file: "routes/helpTopic.tsx" }],
      },
    ];
    expect(siteOwnedRoutes(manifestOf(more))).toEqual(
      expect.arrayContaining(["/account/:tab", "/help", "/help/:topic"]),
    );
  });

  describe("file folders", () => {
    let clientDir: string | undefined;
    afterEach(() => {
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    });

    it("are the client build's top folders that hold no prerendered page", () => {
      clientDir = mkdtempSync(join(tmpdir(), "client-"));
      const file = (path: string) => {
        mkdirSync(join(clientDir!, path, ".."), { recursive: true });
        writeFileSync(join(clientDir!, path), "x");
      };
      file("assets/root-abc.js");
      file("images/apps/crm-315.webp");
      file("share/workcraft.png");
      file("favicon.svg");
      file("index.html");
      file("company/index.html");
      file("business-app/apps/crm/index.html");
      file("business-app/apps.data");
      expect(siteFileFolders(clientDir).sort()).toEqual(["/assets", "/images", "/share"]);
    });
  });
});
