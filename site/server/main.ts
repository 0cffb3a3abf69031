import { serve } from "@hono/node-server";
import { openDatabase } from "@workcraft/api";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createSiteServer } from "./siteServer";

// This file is bundled to build/app-server/main.js; the rest of the build sits beside it.
const buildDir = fileURLToPath(new URL("..", import.meta.url));
const build = (await import(
  /* @vite-ignore */ pathToFileURL(join(buildDir, "server", "index.js")).href
)) as ServerBuild;

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: resolve(process.env.DATA_DIR ?? join(buildDir, "..", ".data"), "pglite"),
});
console.log(`Database: ${database.kind} (${database.location})`);

const app = createSiteServer({ build, clientDir: join(buildDir, "client"), database });
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Workcraft is serving on http://localhost:${info.port}`);
});

let stopping = false;
function shutDown() {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    void database.close().finally(() => process.exit(0));
  });
  // Keep-alive connections may hold the server open; do not wait on them for long.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGTERM", shutDown);
process.on("SIGINT", shutDown);
