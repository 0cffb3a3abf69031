import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { contentPlugin } from "./build-tools/contentPlugin.ts";
import { devApi } from "./build-tools/devApi.ts";

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    contentPlugin(),
    reactRouter(),
    devApi({ dataDir: resolve(process.env.DATA_DIR ?? ".data", "pglite") }),
  ],
  envPrefix: ["VITE_"],
  define: {
    // The public URL the prerendered pages point to (canonical links, share images).
    "import.meta.env.VITE_SITE_URL": JSON.stringify(
      process.env.SITE_URL ?? "http://localhost:3000",
    ),
  },
  build: { target: "es2022" },
});
