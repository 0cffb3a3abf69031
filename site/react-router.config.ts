import type { Config } from "@react-router/dev/config";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { DEFAULT_SITE_URL, siteUrlFrom } from "./app/config/siteUrl.ts";
import { siteBuildDirectory } from "./build-tools/buildAssetsPlugin.ts";
import { precompressDirectory } from "./build-tools/precompress.ts";
import { prerenderPaths } from "./build-tools/sitePaths.ts";
import { writeUpdateWorker } from "./build-tools/updateWorker.ts";
import { writeBuiltOrigin } from "./server/siteOrigin.ts";

export default {
  ssr: true,
  // `SITE_BUILD_DIR` builds elsewhere (tests build a second site beside the one they serve).
  buildDirectory: siteBuildDirectory(),
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  // The site has three routes (the frame, the home page and every other page), so the browser
  // gets them all with the page: no route is discovered as links appear, which would watch the
  // page's links as it hydrates and ask the server for the routes of each page's links.
  routeDiscovery: { mode: "initial" },
  // Every page of the site (content files and catalogue pages) is rendered to static HTML at
  // build time, from the same list the sitemap is made of.
  async prerender() {
    return prerenderPaths();
  },
  async buildEnd({ reactRouterConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    // Vite's manifest served the server build (block scripts); it is not for the public.
    await rm(join(clientDir, ".vite"), { recursive: true, force: true });
    const worker = await writeUpdateWorker(clientDir);
    console.log(`update-check worker precaches ${worker.files} files`);
    const report = await precompressDirectory(clientDir);
    console.log(`precompressed ${report.files} files with brotli and gzip`);
    // The server reads which origin its pages point to, and warns when it is not its own.
    const siteUrl = siteUrlFrom(process.env.SITE_URL);
    writeBuiltOrigin(join(reactRouterConfig.buildDirectory, "server"), siteUrl);
    console.log(
      siteUrl === DEFAULT_SITE_URL
        ? `pages built for ${siteUrl}: set SITE_URL to the public origin for a deployment`
        : `pages built for ${siteUrl}`,
    );
  },
} satisfies Config;
