import {
  audienceOfHeaders,
  cameOverHttps,
  countExposure,
  failureForLog,
  runningExperiments,
  type DatabaseHandle,
  type FileContentAt,
  type HeaderOf,
  type RunningExperiment,
} from "@workcraft/api";
import { assignArm, createId, VISITOR_COOKIE, VISITOR_COOKIE_DAYS } from "@workcraft/domain/rules";
import type { MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { ShownArm, StudioPageReader } from "../app/content/studioPages.server";
import { freshReading, type FreshReading } from "./freshReading";
import {
  answerRendered,
  renderedAnswer,
  type RenderedPage,
  type RenderedPages,
} from "./renderedPages";
import type { ReadyAnswer } from "./readyAnswers";
import {
  listingsTag,
  STUDIO_LISTINGS_FRESH_MS,
  type StudioListingsReader,
  type StudioPageSource,
} from "./studioPageServing";

/*
 * Pages under an experiment: each visitor is shown their arm in the first HTML (and in the data a
 * link opens the page with), decided on the server from their first-party visitor id, and counted
 * once as exposed. No shared cache may keep such a page: it differs by visitor.
 */

/**
 * A page under an experiment differs by visitor: no cache but the visitor's browser may keep it,
 * and not even that one (a visitor who refuses experiments later must not be shown a kept arm).
 */
export const EXPERIMENT_PAGE_CACHE = "private, no-store";
/** What such a page's HTML differs by: the visitor's cookies, their GPC signal, crawlers. */
export const EXPERIMENT_PAGE_VARY = "Cookie, Sec-GPC, User-Agent";

/** The running experiments by page, as a server copy last read them (see `FreshReading`). */
export type RunningExperimentsReader = FreshReading<Map<string, RunningExperiment>>;

/**
 * The running experiments in the server's database, and the variants kept over content files'
 * pages while those files are as they were (`fileContentAt`: the build's), read at most once per
 * freshness period.
 */
export function runningExperimentsOf(
  { db }: DatabaseHandle,
  fileContentAt?: FileContentAt,
): RunningExperimentsReader {
  return freshReading(() => runningExperiments(db, fileContentAt), STUDIO_LISTINGS_FRESH_MS);
}

/**
 * The page a request's address shows: the page's own path, or the page whose data a link asks
 * for (`/pricing.data` for `/pricing`, `/_.data` for `/`: the router's data requests keep a
 * trailing slash, `v8_trailingSlashAwareDataRequests`).
 */
export function pagePathOf(address: string): string {
  if (!address.endsWith(".data")) return address;
  return address.endsWith("/_.data")
    ? address.slice(0, -"_.data".length)
    : address.slice(0, -".data".length);
}

/** Which arm a request is shown, and whether and as whom it is counted. */
export interface ArmChoice {
  arm: number;
  /** The visitor counted as exposed by this request: one whose request carried their id. */
  countedVisitor?: string;
  /**
   * The visitor id to give a visitor who has none yet (their first page): they are shown the arm
   * of this id, and counted when their browser comes back with it (the page's first report).
   */
  newVisitor?: string;
}

/**
 * The arm `experiment` shows a request with these headers: by its visitor's id, when experiments
 * may count them; by a new id, given now, to a visitor with none yet on a page's first request
 * (`mayGiveId`); else the control (Global Privacy Control, refused consent, crawlers, the Studio's
 * people, and data asked for without an id). A variant kept over a file's page is everyone's.
 */
export function armChoiceOf(
  experiment: Pick<RunningExperiment, "id" | "split" | "kept">,
  header: HeaderOf,
  mayGiveId: boolean,
): ArmChoice {
  if (experiment.kept !== undefined) return { arm: experiment.kept };
  const audience = audienceOfHeaders(header);
  if (audience.counted) {
    return {
      arm: assignArm(experiment.id, audience.visitorId, experiment.split),
      countedVisitor: audience.visitorId,
    };
  }
  if (audience.reason === "no-visitor-id" && mayGiveId) {
    const newVisitor = createId();
    return { arm: assignArm(experiment.id, newVisitor, experiment.split), newVisitor };
  }
  return { arm: 0 };
}

/** What the page route is told of the arm it renders. */
function shownArm(experiment: RunningExperiment, arm: number): ShownArm {
  const content = arm > 0 ? experiment.variants.get(arm) : undefined;
  return {
    experimentId: experiment.id,
    arm,
    ...(content ? { content } : {}),
    ...(experiment.kept !== undefined ? { kept: true } : {}),
  };
}

/**
 * The key an arm's render is kept by: the experiment (running, or ended with a variant kept for
 * everyone, rendered without reports and sent with other headers), the arm, the Studio page's
 * published version (0 for a file's page), what the lists show, and the address (with the query
 * of a data request, which names the routes asked for).
 */
export function experimentPageKey(
  experiment: Pick<RunningExperiment, "id" | "kept">,
  arm: number,
  version: number,
  listingsKey: string,
  address: string,
): string {
  const shown = experiment.kept === undefined ? experiment.id : `${experiment.id} kept`;
  return `experiment ${shown} ${arm} ${version} ${listingsTag(listingsKey)} ${address}`;
}

/**
 * Visitors this server copy has counted as exposed, by experiment: their page requests after the
 * first need not ask the database (the count is once a visitor anyway). Forgotten when full.
 */
export class CountedExposures {
  readonly #seen = new Set<string>();
  constructor(private readonly limit = 100_000) {}

  has(experimentId: string, visitorId: string): boolean {
    return this.#seen.has(`${experimentId} ${visitorId}`);
  }

  add(experimentId: string, visitorId: string): void {
    if (this.#seen.size >= this.limit) this.#seen.clear();
    this.#seen.add(`${experimentId} ${visitorId}`);
  }
}

const readyArms = new WeakMap<RenderedPage, ReadyAnswer>();

/**
 * What can be sent from memory, without asking the app, to a request for a page under
 * `experiment`: the arm's kept render, when the request's visitor needs no new id and is counted
 * already (or is not counted at all); else undefined, and the app answers (see
 * `serveExperimentPages`). `version` is the Studio page's published version (0 for a file's page).
 */
export function readyExperimentAnswer({
  experiment,
  header,
  method,
  address,
  version,
  listingsKey,
  pages,
  exposures,
  keptCacheControl,
}: {
  experiment: RunningExperiment;
  header: HeaderOf;
  method: string;
  /** The request's path with its query. */
  address: string;
  version: number;
  listingsKey: string;
  pages: RenderedPages;
  exposures: CountedExposures;
  /** The cache rule of a variant kept over a file's page: the same for everyone, as any page's. */
  keptCacheControl: string;
}): ReadyAnswer | undefined {
  const query = address.indexOf("?");
  const path = query < 0 ? address : address.slice(0, query);
  const isData = path.endsWith(".data");
  const choice = armChoiceOf(experiment, header, !isData && method === "GET");
  if (choice.newVisitor) return undefined;
  const visitor = choice.countedVisitor;
  if (visitor && method === "GET" && !exposures.has(experiment.id, visitor)) return undefined;
  const rendered = pages.done(
    experimentPageKey(experiment, choice.arm, version, listingsKey, isData ? address : path),
  );
  if (!rendered) return undefined;
  let answer = readyArms.get(rendered);
  if (!answer) {
    answer =
      experiment.kept === undefined
        ? renderedAnswer(rendered, EXPERIMENT_PAGE_CACHE, undefined, EXPERIMENT_PAGE_VARY)
        : renderedAnswer(rendered, keptCacheControl);
    readyArms.set(rendered, answer);
  }
  return answer;
}

/** What the server needs to serve pages under experiments. */
export interface ExperimentPagesOptions {
  database: DatabaseHandle;
  experiments: RunningExperimentsReader;
  source: StudioPageSource;
  listings: StudioListingsReader;
  pages: RenderedPages;
  exposures: CountedExposures;
  trustedProxyHops: number;
  /** The cache rule of a variant kept over a file's page: the same for everyone, as any page's. */
  keptCacheControl: string;
}

/**
 * Serves the pages experiments run on (and their data): each request is shown its arm (see
 * `armChoiceOf`), rendered once per arm through the same page route as every page and then
 * answered from memory; a counted visitor is counted as exposed on their first request; a new
 * visitor gets their id in a first-party cookie. Every other page goes on.
 */
export function serveExperimentPages(options: ExperimentPagesOptions): MiddlewareHandler {
  const { database, experiments, source, listings, pages, exposures, trustedProxyHops } = options;
  const { keptCacheControl } = options;
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const address = c.req.path;
    const path = pagePathOf(address);
    const experiment = (await experiments()).get(path);
    if (!experiment) return next();

    const isData = address !== path;
    const choice = armChoiceOf(
      experiment,
      (name) => c.req.header(name),
      !isData && c.req.method === "GET",
    );
    const { listed, key } = await listings();
    const published = await source.find(path);
    const arm = shownArm(experiment, choice.arm);
    const reader: StudioPageReader = {
      find: async (asked) => (asked === path ? published : null),
      list: async () => listed,
      armAt: (asked) => (asked === path ? arm : undefined),
    };
    const url = new URL(c.req.url);
    const rendered = isData ? `${url.pathname}${url.search}` : url.pathname;
    const page = await pages.get(
      experimentPageKey(experiment, choice.arm, published?.version ?? 0, key, rendered),
      new URL(rendered, url).href,
      reader,
    );
    if (!page) return next();

    if (choice.newVisitor) {
      setCookie(c, VISITOR_COOKIE, choice.newVisitor, {
        path: "/",
        maxAge: VISITOR_COOKIE_DAYS * 24 * 60 * 60,
        httpOnly: true,
        sameSite: "Lax",
        secure: cameOverHttps(c, trustedProxyHops),
      });
    }
    const visitor = choice.countedVisitor;
    if (visitor && c.req.method === "GET" && !exposures.has(experiment.id, visitor)) {
      try {
        await countExposure(database.db, {
          experimentId: experiment.id,
          visitorId: visitor,
          arm: choice.arm,
        });
        exposures.add(experiment.id, visitor);
      } catch (error) {
        // The visitor still gets their page; their next page or report counts them.
        console.error(`[site] an exposure could not be counted: ${failureForLog(error)}`);
      }
    }
    return experiment.kept === undefined
      ? answerRendered(c, page, EXPERIMENT_PAGE_CACHE, undefined, EXPERIMENT_PAGE_VARY)
      : answerRendered(c, page, keptCacheControl);
  });
}
