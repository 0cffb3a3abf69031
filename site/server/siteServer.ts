import { serveStatic } from "@hono/node-server/serve-static";
import { readyAnswerLog, readyAnswerLoggingFromEnvironment } from "./readyAnswerLog";
import {
  createApi,
  elapsedMs,
  etagOf,
  failureForLog,
  PageViewCounts,
  requestIdOf,
  requestLog,
  trustedForwardedEntry,
  type ApiSettings,
  type DatabaseHandle,
  type Mailer,
  type StudioPageContentRules,
  type StudioPageRules,
} from "@workcraft/api";
import { siteOwnerOfPath } from "@workcraft/domain/rules";
import { API_BASE_PATH, STUDIO_PREVIEW_PARAMETER } from "@workcraft/domain/rules";
import { Hono } from "hono";
import type { IncomingMessage, RequestListener } from "node:http";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  THIRD_PARTY_SCRIPTS_PATH,
  thirdPartyScriptOrigins,
  thirdPartyScriptsFromEnvironment,
} from "../app/thirdParty/thirdPartyScripts";
import { SERVICE_WORKER_URL } from "../app/updates/updateWorkerProtocol";
import { BuiltFileAnswers } from "./builtFiles";
import { contentSecurityPolicy, createNonce } from "./contentSecurityPolicy";
import { answerNotModified, fileValidators, PRECOMPRESSED_SUFFIX } from "./fileValidators";
import { forceHttpsFromEnvironment, redirectToHttps } from "./httpsRedirect";
import { givePageNonce } from "./pageNonce";
import { countPageViews, isPageViewAnswer, mayBePageView } from "./pageViewCounting";
import { prerenderedPagePaths, prerenderedPageScriptHashes } from "./prerenderedPageScripts";
import { pageWeigher, weighingReader } from "./pageWeight";
import { ReadySender, type ReadyAnswer } from "./readyAnswers";
import { RenderedPages, renderedAnswer, type RenderedPage } from "./renderedPages";
import { CONTENT_SECURITY_POLICY, securityHeaders } from "./securityHeaders";
import {
  serveListedPages,
  serveStudioPages,
  serveStudioPreviews,
  studioListingsOf,
  studioPageSourceOf,
  listedPageKey,
  publishedLocalesOf,
  studioPageKey,
  studioRenderContext,
  type StudioListings,
  type StudioPageSource,
} from "./studioPageServing";
import { siteOwnedPathsOf } from "./siteOwnedPaths";
import {
  CountedExposures,
  pagePathOf,
  readyExperimentAnswer,
  runningExperimentsOf,
  serveExperimentPages,
} from "./experimentPages";
import { serveStudioRedirects } from "./studioRedirects";
import { removeTrailingSlash } from "./trailingSlash";

export interface SiteServerOptions {
  /** React Router's server build (`build/server/index.js`). */
  build: ServerBuild;
  /** The client build folder: hashed assets, prerendered HTML, public files. */
  clientDir: string;
  /** The API's database, opened and migrated. */
  database: DatabaseHandle;
  /** The API's settings, read from the environment at start. */
  apiSettings: ApiSettings;
  /** Where the API's mail goes. */
  mailer: Mailer;
  /** The pages the Studio published, served without a build: by default, the database's. */
  studioPages?: StudioPageSource;
  /** How often the page views counted are added to the database (`PAGE_VIEW_FLUSH_MS`). */
  pageViewFlushMs?: number;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/**
 * A page rendered on request that says nothing itself (the 404 page): asked again every time,
 * as a path unknown now may be a page after the next deploy, and kept by no shared cache, as
 * its CSP nonce must not be handed to every visitor. The cart and checkout say `no-store`.
 */
const RENDERED_PAGE = "private, no-cache";
/**
 * Images keep their URL when they change (the catalogue names them), so they cannot be
 * immutable; they change only with a deploy. A day fresh, then served while refreshed for a
 * week (an unchanged one costs a 304): an app page's thirty images are not fetched again on
 * every visit, and a changed picture shows within a day.
 */
const IMAGES = "public, max-age=86400, stale-while-revalidate=604800";
/** Stored, but asked again every time: how browsers find a new deploy's worker. */
const NO_CACHE = "no-cache";

/** The site's server: its Hono app, and how Node's requests reach it. */
export interface SiteServer {
  /** Every answer of the site, as Hono composes them (the API, files, pages). */
  app: Hono;
  /**
   * Node's request listener for the site, given the one that hands requests to `app`: what is
   * ready in memory (the build's files, Studio pages already rendered) is sent from there at
   * once; everything else goes to `app`. The answers are the same either way.
   */
  answerReadyFirst(toApp: RequestListener): RequestListener;
  /** Writes the log's tally of answers sent from memory now (`REQUEST_LOG`), as the server stops. */
  flushReadyLog(): void;
  /** Adds the page views counted and not yet flushed to the database, as the server stops. */
  stopCountingPageViews(): Promise<void>;
  /**
   * The rules the API publishes Studio pages by (the renderer's, with the site's own paths and
   * weighing added), for the schedules the server carries out; absent from a build without them.
   */
  studioPageRules: StudioPageRules | undefined;
}

/**
 * The one process of the site: the API under `/api/v2`, hashed assets cached forever,
 * prerendered pages and public files, then React Router SSR for every other path.
 */
export async function createSiteServer({
  build,
  clientDir,
  database,
  apiSettings,
  mailer,
  studioPages: studioPagesGiven,
  pageViewFlushMs,
}: SiteServerOptions): Promise<SiteServer> {
  // The site's own routes and file folders: no Studio page may take one, no redirect answer it.
  const siteOwnedPaths = siteOwnedPathsOf(build, clientDir);
  const siteOwns = (path: string) => siteOwnerOfPath(path, siteOwnedPaths) !== undefined;
  const studioPages = studioPagesGiven ?? studioPageSourceOf(database, siteOwns);
  // Read once at start: a malformed URL stops the server with a message naming its variable.
  const thirdPartyScripts = thirdPartyScriptsFromEnvironment(process.env);
  const forceHttps = forceHttpsFromEnvironment(process.env, apiSettings.trustedProxyHops);
  const policyAllowing = (inlineScripts: string[] = []) =>
    contentSecurityPolicy({
      thirdPartyOrigins: thirdPartyScriptOrigins(thirdPartyScripts),
      inlineScripts,
    });
  const prerenderedPagePolicies = new Map(
    [...prerenderedPageScriptHashes(clientDir)].map(([path, hashes]) => [
      path,
      policyAllowing(hashes),
    ]),
  );

  const prerenderedPaths = prerenderedPagePaths(clientDir);

  const app = new Hono();
  // A page's failure is logged by where it happened, never by its message (see failureForLog).
  app.onError((error, c) => {
    console.error(`[site] ${c.req.method} ${c.req.path} failed: ${failureForLog(error)}`);
    return c.text("Internal Server Error", 500);
  });
  const securityMiddleware = securityHeaders(policyAllowing());
  // One JSON line per request, pages and files included, and its id in `X-Request-Id`.
  app.use(requestLog());
  // Views of public pages, per page and day with no visitor id (docs/experiments.md): counted in
  // memory as the answers go out (here, and below for those sent from memory), added to the
  // database every `pageViewFlushMs`.
  const pageViews = new PageViewCounts(
    database.db,
    pageViewFlushMs === undefined ? {} : { flushEveryMs: pageViewFlushMs },
  );
  pageViews.start();
  app.use(countPageViews(pageViews));
  // HSTS, nosniff, referrer and permissions policies, and a CSP on every answer.
  app.use(...securityMiddleware);
  if (forceHttps) {
    // A load balancer's health check may come over plain HTTP.
    app.use(
      redirectToHttps({
        trustedProxyHops: apiSettings.trustedProxyHops,
        except: [`${API_BASE_PATH}/health`],
      }),
    );
  }
  // One address per page: `/company/` moves to `/company`. API paths stay as they are.
  app.use(removeTrailingSlash({ except: `${API_BASE_PATH}/` }));
  // Dynamic responses (SSR, API) are compressed per request; static files come precompressed.
  app.use(compress());
  // Files carry an ETag (below) and Last-Modified: a matching conditional request costs a 304.
  app.use(answerNotModified());
  const describeFile = fileValidators();

  const handleRequest = createRequestHandler(build, process.env.NODE_ENV ?? "production");
  const renderedPages = new RenderedPages(build, handleRequest, policyAllowing);
  const studioListings = studioListingsOf(studioPages);
  // A variant an ending kept over a content file's page shows while the build's file is the same.
  const fileRules = (build.entry.module as { studioPageRules?: StudioPageContentRules })
    .studioPageRules;
  const experiments = runningExperimentsOf(
    database,
    (path: string) => fileRules?.pageContentAt(path) ?? null,
  );
  const exposures = new CountedExposures();

  // The build's rules for publishing a Studio page come from the renderer's entry (see it); this
  // server adds the site's own paths and weighing a page, which need the build's files.
  const contentRules = (build.entry.module as { studioPageRules?: StudioPageContentRules })
    .studioPageRules;
  const weigh = pageWeigher({
    render: async (path, content, arm) => {
      // Visitors are shown the page as it is in place of a variant the page schema refuses
      // (`presentArm`): such a variant cannot be shown, so it is not weighed.
      if (arm && contentRules?.titleOf(content) === null) return null;
      const { listed } = await studioListings();
      const reader = weighingReader(path, content, listed, arm);
      return (
        (await renderedPages.renderOnce(new URL(path, "http://weighing").href, reader))?.body ??
        null
      );
    },
    // Each file as this server sends it to a browser that takes gzip.
    sizeOf: async (url) => {
      const response = await app.request(url, { headers: { "Accept-Encoding": "gzip" } });
      return response.ok ? (await response.arrayBuffer()).byteLength : null;
    },
  });
  const studioPageRules: StudioPageRules | undefined = contentRules && {
    ...contentRules,
    siteOwnedPaths,
    weigh,
  };
  app.route(
    "/",
    createApi({
      database,
      settings: apiSettings,
      mailer,
      ...(studioPageRules ? { studioPageRules } : {}),
    }),
  );

  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: async (path, c) => {
        await describeFile(path, c);
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  // A missing hashed asset is a stale page asking for an old build: a plain 404, not a page.
  app.all("/assets/*", (c) => c.text("Not found", 404));

  // The update-check worker: asked again every time, an unchanged one costs a 304.
  app.use(
    SERVICE_WORKER_URL,
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: async (path, c) => {
        await describeFile(path, c);
        c.header("Cache-Control", NO_CACHE);
      },
    }),
  );

  // The deployment's third-party scripts (CONSENT_SCRIPT_URL, COMPANY_ID_SCRIPT_URL).
  app.get(THIRD_PARTY_SCRIPTS_PATH, (c) => {
    c.header("Cache-Control", NO_CACHE);
    return c.json(thirdPartyScripts);
  });

  app.use(
    "/images/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: async (path, c) => {
        await describeFile(path, c);
        c.header("Cache-Control", IMAGES);
      },
    }),
  );
  // A missing image is a plain 404, not a page.
  app.all("/images/*", (c) => c.text("Not found", 404));

  // A page's address with a preview link's token shows what the link was made of.
  app.use(
    "*",
    serveStudioPreviews({ source: studioPages, listings: studioListings, pages: renderedPages }),
  );
  // A page under an experiment shows each visitor their arm, whatever kind of page it is.
  app.use(
    "*",
    serveExperimentPages({
      database,
      experiments,
      source: studioPages,
      listings: studioListings,
      pages: renderedPages,
      exposures,
      trustedProxyHops: apiSettings.trustedProxyHops,
      keptCacheControl: REVALIDATE,
    }),
  );
  // Once the Studio has put a page in one of the site's lists, the prerendered pages that show
  // the lists are rendered with it (see there); until then their files are served as built.
  app.use(
    "*",
    serveListedPages({
      prerenderedPaths,
      listings: studioListings,
      pages: renderedPages,
      cacheControl: REVALIDATE,
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: async (path, c) => {
        await describeFile(path, c);
        c.header("Cache-Control", REVALIDATE);
        // A prerendered page: its scripts are allowed by their hashes.
        const policy = prerenderedPagePolicies.get(path.replace(PRECOMPRESSED_SUFFIX, ""));
        if (policy) c.header(CONTENT_SECURITY_POLICY, policy);
      },
    }),
  );

  const renderContext = studioRenderContext(build, studioPages);
  // Before the router, so a moved page's old path answers 301 rather than its 404; never for
  // a path the site owns.
  app.use(
    "*",
    serveStudioRedirects({ redirectFrom: (path) => studioPages.redirectFrom(path), siteOwns }),
  );
  app.use(
    "*",
    serveStudioPages({
      source: studioPages,
      listings: studioListings,
      pages: renderedPages,
      cacheControl: REVALIDATE,
    }),
  );
  app.all("*", async (c) => {
    // A page rendered now: its scripts carry a nonce made for this answer alone.
    const { nonce, source } = createNonce();
    givePageNonce(c.req.raw, nonce);
    const response = await handleRequest(c.req.raw, renderContext());
    if (response.headers.get("Content-Type")?.startsWith("text/html")) {
      response.headers.set(CONTENT_SECURITY_POLICY, policyAllowing([source]));
      if (!response.headers.has("Cache-Control")) {
        response.headers.set("Cache-Control", RENDERED_PAGE);
      }
      return response;
    }
    return withValidator(response);
  });

  const readyFiles = new BuiltFileAnswers(
    clientDir,
    (address, { file, contentType, modifiedMs }) => {
      // A prerendered page: its scripts are allowed by their hashes.
      const policy = prerenderedPagePolicies.get(file);
      return {
        "Content-Type": contentType,
        "Cache-Control": cacheRuleOf(address),
        "Last-Modified": new Date(modifiedMs).toUTCString(),
        ...(policy ? { [CONTENT_SECURITY_POLICY]: policy } : {}),
      };
    },
  );
  const readyRenders = new WeakMap<RenderedPage, ReadyAnswer>();
  /** A kept render as a ready answer, made once per render. */
  const readyRendered = (rendered: RenderedPage, modified?: Date) => {
    let answer = readyRenders.get(rendered);
    if (!answer) {
      answer = renderedAnswer(rendered, REVALIDATE, modified);
      readyRenders.set(rendered, answer);
    }
    return answer;
  };
  const studioPagesByPath = new WeakMap<
    StudioListings,
    Map<string, StudioListings["listed"][number]>
  >();
  /** The Studio's published pages by path, as last read. */
  const studioPagesAt = (listings: StudioListings) => {
    let byPath = studioPagesByPath.get(listings);
    if (!byPath) {
      byPath = new Map(listings.listed.map((page) => [page.path, page]));
      studioPagesByPath.set(listings, byPath);
    }
    return byPath;
  };
  /** The published version of the Studio page at `path`, as last read; 0 for a file's page. */
  const studioPageVersion = (listings: StudioListings, path: string) =>
    studioPagesAt(listings).get(path)?.version ?? 0;
  /** What can be sent from memory for this request without asking the app, if anything. */
  const readyAnswerFor = (request: IncomingMessage, path: string): ReadyAnswer | undefined => {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    // Parts of a file, odd addresses and preview links: the app's static file server decides.
    if (request.headers.range !== undefined || path.includes("%")) return undefined;
    const query = request.url!.indexOf("?");
    if (
      query >= 0 &&
      new URLSearchParams(request.url!.slice(query)).has(STUDIO_PREVIEW_PARAMETER)
    ) {
      return undefined;
    }
    if (forceHttps) {
      const proto = trustedForwardedEntry(
        request.headers["x-forwarded-proto"] as string | undefined,
        apiSettings.trustedProxyHops,
      );
      if (proto?.toLowerCase() !== "https") return undefined;
    }
    const file = readyFiles.get(path);
    if (file && !prerenderedPaths.has(path)) return file;
    const listings = studioListings.fresh();
    const running = experiments.fresh();
    if (!listings || !running) return undefined;
    const experiment = running.size > 0 ? running.get(pagePathOf(path)) : undefined;
    if (experiment) {
      return readyExperimentAnswer({
        experiment,
        header: (name) => headerOf(request, name),
        method: request.method,
        address: request.url!,
        version: studioPageVersion(listings, experiment.path),
        listingsKey: listings.key,
        pages: renderedPages,
        exposures,
        keptCacheControl: REVALIDATE,
      });
    }
    if (file) {
      // A prerendered page is sent as built while no Studio page is in one of the site's lists,
      // and as rendered with them once that render is kept (the HTML is the same for any query).
      if (!listings.key) return file;
      if (path.endsWith(".data")) return undefined;
      const rendered = renderedPages.done(listedPageKey(listings.key, path));
      return rendered && readyRendered(rendered);
    }
    const page = studioPagesAt(listings).get(path);
    const rendered =
      page &&
      renderedPages.done(
        studioPageKey(
          page.path,
          page.version,
          listings.key,
          publishedLocalesOf(page.path, (asked) => studioPagesAt(listings).has(asked)),
        ),
      );
    return rendered && readyRendered(rendered, page.publishedAt);
  };

  const sender = new ReadySender(await securityHeaderValues(securityMiddleware));
  // Answers sent from memory are counted in a line a minute, or each logged (REQUEST_LOG).
  const readyLog = readyAnswerLog(readyAnswerLoggingFromEnvironment(process.env));
  const changesStudioPages = (request: IncomingMessage, path: string) =>
    request.method === "POST" && path.startsWith(`${API_BASE_PATH}/studio/`);
  const answerReadyFirst =
    (toApp: RequestListener): RequestListener =>
    (request, response) => {
      const url = request.url ?? "/";
      const query = url.indexOf("?");
      const path = query < 0 ? url : url.slice(0, query);
      const answer = readyAnswerFor(request, path);
      if (!answer) {
        // This copy changed the Studio's pages: its next page request reads them afresh.
        if (changesStudioPages(request, path)) {
          response.once("finish", () => {
            studioListings.forget();
            experiments.forget();
          });
        }
        return toApp(request, response);
      }
      const requestId = requestIdOf(request.headers["x-request-id"] as string | undefined);
      if (!readyLog.each) {
        const status = sender.send(request, response, answer, requestId);
        readyLog.count(status);
        countPageView(request, path, status, answer);
        return;
      }
      const started = performance.now();
      const status = sender.send(request, response, answer, requestId);
      readyLog.tell({ requestId, method: request.method!, path, status, ms: elapsedMs(started) });
      countPageView(request, path, status, answer);
    };
  /**
   * Counts a ready answer that is a view of a public page (a preview link's never is one: it is
   * not sent from memory). The cheapest tests first: most answers end at the status or method.
   */
  const countPageView = (
    request: IncomingMessage,
    path: string,
    status: number,
    answer: ReadyAnswer,
  ) => {
    if (
      status === 200 &&
      request.method === "GET" &&
      isPageViewAnswer(path, status, answer.headers["Content-Type"]) &&
      mayBePageView(path, false)
    ) {
      pageViews.count(pagePathOf(path), (name) => headerOf(request, name));
    }
  };
  return {
    app,
    answerReadyFirst,
    flushReadyLog: readyLog.flush,
    stopCountingPageViews: () => pageViews.stop(),
    studioPageRules,
  };
}

/** A request's header by its lower-case name, several values joined as one. */
function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Types of answers rendered on request that do not differ by visitor (no nonce). */
const SAME_FOR_EVERYONE = /^(?:application\/xml|text\/plain)\b/u;

/**
 * A resource rendered on request that is the same for every visitor (`/sitemap.xml`, unlike a
 * page, which carries its own nonce) gets a strong ETag of its bytes and is revalidated on each
 * use: a crawler's conditional request then costs a 304 (`answerNotModified`), and a change (a
 * page the Studio published) a new tag.
 */
async function withValidator(response: Response): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!SAME_FOR_EVERYONE.test(type) || response.status !== 200 || response.headers.has("ETag")) {
    return response;
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set("ETag", etagOf(bytes));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", REVALIDATE);
  return new Response(bytes, { status: response.status, headers });
}

/** The cache rule of a file of the build, by its address (as the app's routes give it). */
function cacheRuleOf(address: string): string {
  if (address.startsWith("/assets/")) return IMMUTABLE;
  if (address === SERVICE_WORKER_URL) return NO_CACHE;
  if (address.startsWith("/images/")) return IMAGES;
  return REVALIDATE;
}

/** The headers the security middleware gives an answer that sets none of its own. */
async function securityHeaderValues(
  middleware: ReturnType<typeof securityHeaders>,
): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(...middleware);
  probe.get("/", (c) => c.body(null, 204));
  const { headers } = await probe.request("/");
  return Object.fromEntries(headers);
}
