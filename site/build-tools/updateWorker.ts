import { fileURLToPath } from "node:url";
import { build } from "vite";
import { SERVICE_WORKER_URL } from "../app/updates/updateWorkerProtocol.ts";
import { publicAssets } from "./publicAssets.ts";

const WORKER_SOURCE = fileURLToPath(new URL("../app/updates/updateWorker.ts", import.meta.url));

/**
 * Bundles the update-check worker (app/updates/updateWorker.ts, on Workbox's precaching) into
 * the client build as one classic script, with the hashed scripts and styles public pages can
 * load as its precache list (not the Studio's: a visitor never needs the editor). Runs after
 * prerendering and before precompression.
 */
export async function writeUpdateWorker(clientDir: string): Promise<{ files: number }> {
  const assets = [...publicAssets(clientDir)];
  // Each file name carries its content hash: the URL is the revision.
  const manifest = assets.sort().map((name) => ({ url: `/assets/${name}`, revision: null }));
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(manifest),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: "es2022",
      minify: true,
      rolldownOptions: {
        input: WORKER_SOURCE,
        output: { format: "iife", entryFileNames: SERVICE_WORKER_URL.slice(1) },
      },
    },
  });
  return { files: manifest.length };
}
