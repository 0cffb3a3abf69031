import { API_CALLS } from "@workcraft/domain/api";
import type { Hono } from "hono";
import { requireAdminToken } from "../requests/adminAuth";
import { takeFromLimit } from "../requests/rateLimit";
import {
  readStudioSession,
  requireStudioPerson,
  signedInStudioPerson,
} from "../studio/requireStudioPerson";
import { STUDIO_WRITE_LIMITS, studioWriteLimitKey } from "../studio/studioWriteLimits";
import * as adminLeads from "./adminLeads";
import * as appStore from "./appStore";
import { mountEndpoint, type Endpoint, type EndpointContext } from "./endpoint";
import * as experimentEvents from "./experimentEvents";
import * as formCapture from "./formCapture";
import * as health from "./health";
import * as launchNotices from "./launchNotices";
import * as oneTimeCode from "./oneTimeCode";
import * as projectCheckout from "./projectCheckout";
import * as roadmap from "./roadmap";
import * as studioAudit from "./studioAudit";
import * as studioExperiments from "./studioExperiments";
import * as studioImages from "./studioImages";
import * as studioLeads from "./studioLeads";
import * as studioPages from "./studioPages";
import * as studioPagesPublishing from "./studioPagesPublishing";
import * as studioPeople from "./studioPeople";
import * as studioRedirects from "./studioRedirects";
import * as studioRoadmap from "./studioRoadmap";
import * as studioSignIn from "./studioSignIn";
import * as studioSite from "./studioSite";
import * as studioTranslations from "./studioTranslations";

/*
 * The domain's `API_CALLS` is the one list of the API's calls. Each is answered by the endpoint
 * that names it (`defineEndpoint(call, access, handle)`), found among the exports of these
 * modules: a new call needs no line here, a new module of endpoints one.
 */
const API_ENDPOINT_MODULES = [
  adminLeads,
  appStore,
  experimentEvents,
  formCapture,
  health,
  launchNotices,
  oneTimeCode,
  projectCheckout,
  roadmap,
  studioAudit,
  studioExperiments,
  studioImages,
  studioLeads,
  studioPages,
  studioPagesPublishing,
  studioPeople,
  studioRedirects,
  studioRoadmap,
  studioSignIn,
  studioSite,
  studioTranslations,
] as const;

type EndpointsOf<Module> = Module extends unknown ? Extract<Module[keyof Module], Endpoint> : never;

/** The paths of the domain's calls no endpoint answers: `never`, which a test holds it to. */
export type UnansweredCallPath = Exclude<
  (typeof API_CALLS)[number]["path"],
  EndpointsOf<(typeof API_ENDPOINT_MODULES)[number]>["call"]["path"]
>;

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "call" in value && "handle" in value;
}

/** The endpoints, one for each call of `API_CALLS` and in its order; else the server stops. */
function endpointsOfTheCalls(): Endpoint[] {
  const endpoints = API_ENDPOINT_MODULES.flatMap((module) => Object.values(module)).filter(
    isEndpoint,
  );
  const strays = endpoints.filter(({ call }) => !API_CALLS.some((listed) => listed === call));
  if (strays.length > 0) {
    throw new Error(
      `Endpoints of calls the domain's API_CALLS does not list: ${strays.map(({ call }) => call.path).join(", ")}`,
    );
  }
  return API_CALLS.map((call) => {
    const answering = endpoints.filter((endpoint) => endpoint.call === call);
    const [endpoint] = answering;
    if (!endpoint || answering.length > 1) {
      throw new Error(`${call.path} needs one endpoint; ${answering.length} answer it.`);
    }
    return endpoint;
  });
}

/** Every endpoint of the API, in the order of the domain's `API_CALLS`. */
export const API_ENDPOINTS: readonly Endpoint[] = endpointsOfTheCalls();

/**
 * Mounts every endpoint behind the check its access names. A request under `studio/` has its
 * session read first, and a call that needs a person has `requireStudioPerson` before its body
 * is read, so a caller who may not make it learns nothing from its validation. The lead inbox
 * exists only when `ADMIN_TOKEN` is set, its token checked before any body is read; without it
 * the API's catch-all answers its paths as it answers any unknown one, so nothing tells it exists.
 * A Studio write with a limit then takes from its person's, also before its body is read (an
 * upload's 10 MB included). Writes pass the API's same-origin check like every other call.
 */
export function mountApiEndpoints(api: Hono, context: Omit<EndpointContext, "http">): void {
  const { database, settings } = context;
  api.use("/studio/*", readStudioSession(database.db, settings.trustedProxyHops));
  for (const endpoint of API_ENDPOINTS) {
    const path = `/${endpoint.call.path}`;
    const { access } = endpoint;
    if (access === "admin-token") {
      if (settings.adminToken === null) continue;
      api.use(path, requireAdminToken(settings.adminToken));
    } else if (access !== "anyone") {
      api.use(path, requireStudioPerson(access === "signed-in" ? undefined : access));
    }
    const { writeLimit } = endpoint;
    if (writeLimit !== undefined) {
      api.use(path, async (c, next) => {
        // Counted for a method the call answers only: another is a 405 that writes nothing.
        if (c.req.method === endpoint.call.method) {
          const key = studioWriteLimitKey(writeLimit, signedInStudioPerson(c).id);
          await takeFromLimit(database.db, c, key, STUDIO_WRITE_LIMITS[writeLimit]);
        }
        await next();
      });
    }
    mountEndpoint(api, endpoint, context);
  }
}
