import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { precompressDirectory } from "./build-tools/precompress.ts";

export default {
  ssr: true,
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  // Every path without a dynamic segment is rendered to static HTML at build time; content
  // pages with dynamic segments join this list from their content files.
  async prerender({ getStaticPaths }) {
    return getStaticPaths();
  },
  async buildEnd({ reactRouterConfig }) {
    const report = await precompressDirectory(join(reactRouterConfig.buildDirectory, "client"));
    console.log(`precompressed ${report.files} files with brotli and gzip`);
  },
} satisfies Config;
