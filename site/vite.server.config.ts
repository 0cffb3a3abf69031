import { join } from "node:path";
import { defineConfig } from "vite";

/** Bundles the production server (with the API and domain) into build/app-server/main.js. */
export default defineConfig({
  publicDir: false,
  // drizzle-orm is plain JS installed beside the api package: bundle it. PGlite (WebAssembly)
  // and pg stay external and load from node_modules.
  ssr: { noExternal: ["drizzle-orm"] },
  build: {
    ssr: "server/main.ts",
    outDir: join(process.env.SITE_BUILD_DIR ?? "build", "app-server"),
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
