/**
 * The update-check service worker, bundled into `/sw.js` by build-tools/updateWorker.ts.
 *
 * It precaches the build's hashed scripts and styles and answers them from its cache, so a
 * page keeps every chunk of its own release even after a deploy removed it from the server.
 * Pages, route data, API calls and every other file go to the network untouched: the worker
 * never answers a page with an old copy. A new deploy changes the list below, so the
 * worker's bytes change and open pages find a new worker waiting; it takes over only when
 * the visitor accepts (SKIP_WAITING) and then drops the last release's files.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { isSkipWaiting } from "./updateWorkerProtocol";

/** The build's hashed scripts and styles, written in when the worker is bundled. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

/** The parts of the worker's global scope used here (the site compiles against the DOM). */
interface UpdateWorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
}
const worker = self as unknown as UpdateWorkerScope;

worker.addEventListener("message", (event) => {
  if (isSkipWaiting(event.data)) void worker.skipWaiting();
});
// The first worker controls the page that installed it, so the next deploy can prompt it.
clientsClaim();
// Caches left by older Workbox versions go on activate.
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);
