import type { ApiErrorBody } from "@workcraft/domain/api";
import { API_BASE_PATH } from "@workcraft/domain/rules";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError } from "./apiError";
import type { DatabaseHandle } from "./database";
import { mountApiEndpoints } from "./endpoints/apiEndpoints";
import { mountLibraryImageFiles } from "./endpoints/libraryImageFiles";
import { createMailer, type Mailer } from "./mail/mailer";
import { clientAddresses } from "./requests/clientAddress";
import { failureForLog } from "./requests/failureLog";
import { sameOrigin } from "./requests/sameOrigin";
import { DEFAULT_API_SETTINGS, type ApiSettings } from "./settings/apiSettings";
import type { StudioPageRules } from "./studio/studioPageRules";

export interface ApiDependencies {
  database: DatabaseHandle;
  /** From the environment (`apiSettingsFromEnvironment`); nothing configured when absent. */
  settings?: ApiSettings;
  /** Where mail goes; by default the one `settings` describe. */
  mailer?: Mailer;
  /**
   * The site's rules for a Studio page's document, given by the site's server (the API does not
   * import the site); without them the Studio's pages are edited but not published (503).
   */
  studioPageRules?: StudioPageRules;
}

/** Turns any error thrown by an endpoint into the API's error shape; never leaks a stack. */
export function respondWithApiError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return c.json(error.toBody(), error.status);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json<ApiErrorBody>(
      { error: { code: "bad_request", message: error.message || "The request was not valid." } },
      error.status,
    );
  }
  // Unexpected: log where it failed for us (never its message: it may hold the request's data or
  // a query's parameters), tell the caller no more than that it failed.
  console.error(`[api] ${c.req.method} ${c.req.path} failed: ${failureForLog(error)}`);
  return c.json<ApiErrorBody>(
    { error: { code: "internal", message: "Something went wrong on our side. Please try again." } },
    500,
  );
}

/**
 * The website API under `/api/v2`. Endpoints are registered here, before the catch-all,
 * so an unknown API path gets a JSON 404 wherever the app is mounted.
 */
export function createApi({
  database,
  settings = DEFAULT_API_SETTINGS,
  mailer = createMailer(settings, database.db),
  studioPageRules,
}: ApiDependencies): Hono {
  const api = new Hono().basePath(API_BASE_PATH);
  api.onError(respondWithApiError);
  api.use(sameOrigin(settings.trustedProxyHops));
  api.use(clientAddresses(settings.trustedProxyHops));

  mountApiEndpoints(api, { database, settings, mailer, studioPageRules });
  mountLibraryImageFiles(api, database.db);

  api.all("/*", (c) =>
    c.json<ApiErrorBody>(
      {
        error: {
          code: "not_found",
          message: `There is no API endpoint ${c.req.method} ${c.req.path}.`,
        },
      },
      404,
    ),
  );
  return api;
}
