import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/**
 * Builds the publishable package: one ESM file and one CSS file in dist/. React, Radix,
 * class-variance-authority and sprinkles stay peer or regular dependencies; the tokens are bundled in.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "index.js",
      cssFileName: "styles",
    },
    rollupOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@radix-ui\//,
        "class-variance-authority",
        // Its runtime is tiny, and its types are part of the Box props: a dependency, not bundled.
        /^@vanilla-extract\/sprinkles/,
      ],
    },
  },
});
