import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { ApiError } from "../apiError";
import type { DatabaseHandle } from "../database";
import type { Mailer } from "../mail/mailer";
import type { ApiSettings } from "../settings/apiSettings";
import { MAX_BODY_BYTES, readJsonBody } from "../requests/readJsonBody";

/** What an endpoint may use besides its request. */
export interface EndpointContext {
  database: DatabaseHandle;
  settings: ApiSettings;
  mailer: Mailer;
  /** The Hono context, for headers and the caller's address. */
  http: Context;
}

/** One call of the API: `POST /api/v2/{path}` with a JSON body that `schema` checks. */
export interface Endpoint<S extends z.ZodType = z.ZodType> {
  /** The path under `/api/v2`, as the spec names it: `app-store/get-app-by-slug`. */
  path: string;
  /** The body's schema, from `@workcraft/domain`. */
  schema: S;
  /**
   * The answer's `data`, or an `ApiError` thrown with the reason it cannot be given. A
   * `Response` (a CSV file, say) is sent as it is.
   */
  handle: (body: z.output<S>, context: EndpointContext) => unknown;
}

/** Declares an endpoint, keeping the type of its body for `handle`. */
export function defineEndpoint<S extends z.ZodType>(endpoint: Endpoint<S>): Endpoint<S> {
  return endpoint;
}

const tooLarge = () => {
  throw new ApiError(
    413,
    "payload_too_large",
    `The body is larger than ${MAX_BODY_BYTES / 1024} KB, the most the API reads.`,
  );
};

/**
 * Mounts an endpoint: `POST` reads and checks its body, then answers `{ data }`; any other
 * method on its path is a 405 that names the one allowed.
 */
export function mountEndpoint(
  api: Hono,
  endpoint: Endpoint,
  context: Omit<EndpointContext, "http">,
): void {
  const path = `/${endpoint.path}`;
  api.post(path, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }), async (c) => {
    const body = await readJsonBody(c, endpoint.schema);
    const data = await endpoint.handle(body, { ...context, http: c });
    return data instanceof Response ? data : c.json({ data });
  });
  api.all(path, (c) => {
    c.header("Allow", "POST");
    throw new ApiError(
      405,
      "method_not_allowed",
      `${endpoint.path} answers POST only, not ${c.req.method}.`,
    );
  });
}
