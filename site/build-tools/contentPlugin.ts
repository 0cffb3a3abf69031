import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";
import type * as ContentReader from "./readContent";

const VIRTUAL_ID = "virtual:workcraft-content";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/*
 * The reader validates content with the site's schemas, which import the domain package's
 * TypeScript: tsx compiles that chain when the plugin first needs it, so loading the Vite
 * config itself stays free of it.
 */
function loadReader(): Promise<typeof ContentReader> {
  return tsImport("./readContent.ts", import.meta.url) as Promise<typeof ContentReader>;
}

const contentDir = resolve(
  process.env.CONTENT_DIR ?? fileURLToPath(new URL("../content", import.meta.url)),
);

/**
 * Serves the validated content files to server code as `virtual:workcraft-content`. The build
 * fails on an invalid file, naming it; in development an edited file reloads the page.
 */
export function contentPlugin(): Plugin {
  return {
    name: "workcraft-content",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(contentDir);
      const { readContent } = await loadReader();
      return `export default ${JSON.stringify(readContent(contentDir))};`;
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(contentDir) || !file.endsWith(".json")) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
