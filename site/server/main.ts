import { serve } from "@hono/node-server";
import {
  apiSettingsFromEnvironment,
  createMailer,
  deleteOldPageViews,
  forgetLapsedLaunchNotices,
  listenForStudioPeople,
  mailSettingWarning,
  openDatabase,
  purgeEndedExperiments,
  runDueStudioSchedules,
  type ApiSettings,
} from "@workcraft/api";
import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { siteUrlFrom } from "../app/config/siteUrl";
import { serverOptions } from "./connectionTimeouts";
import { pageViewFlushFromEnvironment } from "./pageViewCounting";
import { createSiteServer } from "./siteServer";
import { servingFlagsWarning } from "./servingFlags";
import { readBuiltOrigin, siteOriginWarning } from "./siteOrigin";
import { checkStudioSchedules, studioScheduleCheckFromEnvironment } from "./studioScheduleChecks";

// This file is bundled to build/app-server/main.js; the rest of the build sits beside it.
const buildDir = fileURLToPath(new URL("..", import.meta.url));
const build = (await import(
  /* @vite-ignore */ pathToFileURL(join(buildDir, "server", "index.js")).href
)) as ServerBuild;

/** Stops the start with a message saying what is wrong (a bad setting, a held folder), no trace. */
function cannotStart(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let apiSettings: ApiSettings;
let startedWith: string | undefined;
let studioScheduleCheckMs: number;
let pageViewFlushMs: number;
try {
  apiSettings = apiSettingsFromEnvironment(process.env);
  studioScheduleCheckMs = studioScheduleCheckFromEnvironment(process.env);
  pageViewFlushMs = pageViewFlushFromEnvironment(process.env);
  startedWith = process.env.SITE_URL?.trim() ? siteUrlFrom(process.env.SITE_URL) : undefined;
} catch (error) {
  cannotStart(error);
}

// Pages built for another origin than this server's, or for localhost in production, point
// search engines elsewhere: say so loudly, first thing.
const originWarning = siteOriginWarning({
  builtFor: readBuiltOrigin(join(buildDir, "server")),
  startedWith,
  production: (process.env.NODE_ENV ?? "production") === "production",
});
if (originWarning) console.error(originWarning);
const flagsWarning = servingFlagsWarning(process.execArgv);
if (flagsWarning) console.error(flagsWarning);

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: resolve(process.env.DATA_DIR ?? join(buildDir, "..", ".data"), "pglite"),
}).catch(cannotStart);
console.log(`Database: ${database.kind} (${database.location})`);
// `npm run studio:add-user` reaches a PGlite database this process holds through the server.
const stopStudioPeopleSocket =
  database.kind === "pglite" && database.location !== "memory"
    ? await listenForStudioPeople(database.location, database.db).catch(cannotStart)
    : async () => {};

// Where the codes and sign-in links go when no SMTP is set, said loudly at start.
const mailWarning = mailSettingWarning(apiSettings);
if (mailWarning) console.error(mailWarning);
const mailer = createMailer(apiSettings, database.db);
// Mail that waited (the server stopped, SMTP was down) goes out now, then is tried each minute.
// Each minute also forgets the launch notices whose confirmation link expired unconfirmed.
void mailer.deliverWaiting();
setInterval(() => {
  void mailer.deliverWaiting();
  forgetLapsedLaunchNotices(database.db).catch((error: unknown) =>
    console.error("[launch notices] lapsed notices were not forgotten:", error),
  );
}, 60_000).unref();

const { app, answerReadyFirst, flushReadyLog, stopCountingPageViews, studioPageRules } =
  await createSiteServer({
    build,
    clientDir: join(buildDir, "client"),
    database,
    apiSettings,
    mailer,
    pageViewFlushMs,
  });

// Scheduled publishing and unpublishing, held in the database: whichever server copy looks
// first carries each out, once, by the same rules as the API's publishing (the site's own paths
// included). Checked at start (for what came due while no copy ran), then every
// STUDIO_SCHEDULE_CHECK_MS. Each look also deletes the visitors of experiments that ended
// EXPERIMENT_VISITOR_DAYS ago, keeping their counts, and the page views of days older than
// PAGE_VIEW_DAYS (docs/experiments.md).
const stopScheduleChecks = !studioPageRules
  ? () => {}
  : checkStudioSchedules({
      everyMs: studioScheduleCheckMs,
      run: async () => {
        const outcomes = await runDueStudioSchedules(database.db, studioPageRules);
        for (const id of await purgeEndedExperiments(database.db)) {
          console.log(`[experiments] ${id}: its visitors deleted, its counts kept`);
        }
        await deleteOldPageViews(database.db);
        return outcomes;
      },
    });
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

const server = serve(
  {
    fetch: app.fetch,
    port,
    hostname,
    serverOptions,
    // What is ready in memory is sent before the request reaches Hono (see answerReadyFirst).
    createServer: ((options: ServerOptions, toApp: RequestListener) =>
      createServer(options, answerReadyFirst(toApp))) as typeof createServer,
  },
  (info) => {
    console.log(`Workcraft is serving on http://localhost:${info.port}`);
  },
);

let stopping = false;
/**
 * Stops taking connections, lets the requests under way finish, then closes the database (for
 * PGlite: its files and the folder's lock) and exits 0. Idle keep-alive connections are closed
 * at once; connections still busy after a few seconds are cut, so a stuck client cannot keep
 * the database from closing.
 */
function shutDown() {
  if (stopping) return;
  stopping = true;
  stopScheduleChecks();
  mailer.stop();
  const http = server as Server;
  http.close(() => {
    flushReadyLog();
    // The page views counted since the last flush go to the database before it closes.
    stopCountingPageViews()
      .then(() => stopStudioPeopleSocket())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error("The database did not close cleanly:", error);
        process.exit(1);
      });
  });
  http.closeIdleConnections();
  setTimeout(() => http.closeAllConnections(), 3000).unref();
}
process.on("SIGTERM", shutDown);
process.on("SIGINT", shutDown);
