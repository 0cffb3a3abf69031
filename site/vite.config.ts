import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  envPrefix: ["VITE_"],
  define: {
    // The public URL the prerendered pages point to (canonical links, share images).
    "import.meta.env.VITE_SITE_URL": JSON.stringify(
      process.env.SITE_URL ?? "http://localhost:3000",
    ),
  },
  build: { target: "es2022" },
});
