import { serveStatic } from "@hono/node-server/serve-static";
import {
  createApi,
  requestLog,
  type ApiSettings,
  type DatabaseHandle,
  type Mailer,
  type StudioPageRules,
} from "@workcraft/api";
import { API_BASE_PATH } from "@workcraft/domain/rules";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  THIRD_PARTY_SCRIPTS_PATH,
  thirdPartyScriptOrigins,
  thirdPartyScriptsFromEnvironment,
} from "../app/thirdParty/thirdPartyScripts";
import { SERVICE_WORKER_URL } from "../app/updates/updateWorkerProtocol";
import { contentSecurityPolicy, createNonce } from "./contentSecurityPolicy";
import { answerNotModified, fileValidators, PRECOMPRESSED_SUFFIX } from "./fileValidators";
import { forceHttpsFromEnvironment, redirectToHttps } from "./httpsRedirect";
import { givePageNonce } from "./pageNonce";
import { prerenderedPagePaths, prerenderedPageScriptHashes } from "./prerenderedPageScripts";
import { pageWeigher } from "./pageWeight";
import { RenderedPages } from "./renderedPages";
import { CONTENT_SECURITY_POLICY, securityHeaders } from "./securityHeaders";
import {
  serveListedPages,
  serveStudioPages,
  serveStudioPreviews,
  studioListingsOf,
  studioPageSourceOf,
  studioRenderContext,
  type StudioPageSource,
} from "./studioPageServing";
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

/**
 * The one process of the site: the API under `/api/v2`, hashed assets cached forever,
 * prerendered pages and public files, then React Router SSR for every other path.
 */
export function createSiteServer({
  build,
  clientDir,
  database,
  apiSettings,
  mailer,
  studioPages = studioPageSourceOf(database),
}: SiteServerOptions): Hono {
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

  const app = new Hono();
  // One JSON line per request, pages and files included, and its id in `X-Request-Id`.
  app.use(requestLog());
  // HSTS, nosniff, referrer and permissions policies, and a CSP on every answer.
  app.use(...securityHeaders(policyAllowing()));
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

  // The build's rules for publishing a Studio page come from the renderer's entry (see it); this
  // server adds weighing a page, which needs the build's files.
  const { studioPageRules } = build.entry.module as { studioPageRules?: StudioPageRules };
  const weigh = pageWeigher({
    render: async (path, content) => {
      const { listed } = await studioListings();
      const reader = {
        find: async (asked: string) =>
          asked === path ? { path, version: 0, content, publishedAt: new Date() } : null,
        list: async () => listed,
      };
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
  app.route(
    "/",
    createApi({
      database,
      settings: apiSettings,
      mailer,
      ...(studioPageRules ? { studioPageRules: { ...studioPageRules, weigh } } : {}),
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
  // Once the Studio has put a page in one of the site's lists, the prerendered pages that show
  // the lists are rendered with it (see there); until then their files are served as built.
  app.use(
    "*",
    serveListedPages({
      prerenderedPaths: prerenderedPagePaths(clientDir),
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
    }
    return response;
  });
  return app;
}
