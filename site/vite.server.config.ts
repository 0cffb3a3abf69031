import { defineConfig } from "vite";

/** Bundles the production server (with the API and domain) into build/app-server/main.js. */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "server/main.ts",
    outDir: "build/app-server",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
