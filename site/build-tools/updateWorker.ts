import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { SERVICE_WORKER_URL } from "../app/updates/updateWorkerProtocol.ts";

const WORKER_SOURCE = fileURLToPath(new URL("../app/updates/updateWorker.ts", import.meta.url));
/** What the worker precaches: every hashed script and stylesheet of the build. */
const PRECACHED = /\.(js|css)$/;

/**
 * Bundles the update-check worker (app/updates/updateWorker.ts, on Workbox's precaching) into
 * the client build as one classic script, with the build's hashed scripts and styles as its
 * precache list. Runs after prerendering and before precompression.
 */
export async function writeUpdateWorker(clientDir: string): Promise<{ files: number }> {
  const assets = (await readdir(join(clientDir, "assets"))).filter((name) => PRECACHED.test(name));
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
