import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** The React Router package's folder, where both of its builds sit side by side. */
const routerFolder = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

/** Each entry the browser's code imports, and its file in the package's production build. */
const PRODUCTION_ENTRIES: Readonly<Record<string, string>> = {
  "react-router": join(routerFolder, "dist/production/index.mjs"),
  "react-router/dom": join(routerFolder, "dist/production/dom-export.mjs"),
};

/**
 * The browser's React Router from the package's production build. Its `exports` name only the
 * development build, whatever the mode (remix-run/react-router#14102, open), which keeps the
 * router's development warnings in every page's script; the production build is the same code
 * with them switched off. Only the client's build takes it: the server keeps the one copy that
 * Node resolves for it and for the packages around it.
 */
export function routerProductionBuild(): Plugin {
  return {
    name: "workcraft:router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      return PRODUCTION_ENTRIES[source] ?? null;
    },
  };
}
