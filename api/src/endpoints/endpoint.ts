import type { ApiCall } from "@workcraft/domain/api";
import type { StudioAction } from "@workcraft/domain/rules";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { ApiError } from "../apiError";
import type { DatabaseHandle } from "../database";
import type { Mailer } from "../mail/mailer";
import type { ApiSettings } from "../settings/apiSettings";
import type { StudioPageRules } from "../studio/studioPageRules";
import type { StudioWriteKind } from "../studio/studioWriteLimits";
import { bodyLimitByLength } from "../requests/bodyLimitByLength";
import { readFormBody, uploadBodyLimit, uploadTooLarge } from "../requests/readFormBody";
import { ReadyData } from "../requests/readyData";
import { MAX_BODY_BYTES, readJsonBody } from "../requests/readJsonBody";
import { readQuery } from "../requests/readQuery";

/** What an endpoint may use besides its request. */
export interface EndpointContext {
  database: DatabaseHandle;
  settings: ApiSettings;
  mailer: Mailer;
  /** The site's rules for publishing Studio pages; absent, publishing answers 503. */
  studioPageRules?: StudioPageRules | undefined;
  /** The Hono context, for headers and the caller's address. */
  http: Context;
}

/**
 * What a call's handler gives: the `data` its response schema describes (before defaults), or
 * that data made ready once (`ReadyData`, for answers that never change), or for a call that
 * sends a file, the `Response` carrying it.
 */
export type EndpointAnswer<C extends ApiCall> = AnswerTo<C["response"]>;
type AnswerTo<R> = R extends z.ZodType ? z.input<R> | ReadyData<z.input<R>> : Response;

/**
 * Who may make a call: anyone, whoever holds `ADMIN_TOKEN` (the lead inbox, which does not exist
 * without it), any person signed in to the Studio, or a Studio person whose role may do an action.
 */
export type EndpointAccess = "anyone" | "admin-token" | "signed-in" | StudioAction;

/** One call of the API as the server answers it: the domain's call, who may make it, its handler. */
export interface Endpoint<C extends ApiCall = ApiCall> {
  call: C;
  access: EndpointAccess;
  /**
   * For a Studio write that keeps something, the kind of write whose limit per person it takes
   * from (`STUDIO_WRITE_LIMITS`), before its body is read.
   */
  writeLimit?: StudioWriteKind | undefined;
  /**
   * For a `POST` that takes another body beside JSON (the one-click unsubscribe's form): reads
   * and checks the body in its place. Without it the body is JSON (`readJsonBody`).
   */
  readBody?: BodyReader | undefined;
  /** The answer, or an `ApiError` thrown with the reason it cannot be given. */
  handle(
    body: z.output<C["request"]>,
    context: EndpointContext,
  ): EndpointAnswer<C> | Promise<EndpointAnswer<C>>;
}

/** Reads a request's body and checks it by the call's schema, refusing it with an `ApiError`. */
export type BodyReader = <S extends z.ZodType>(c: Context, schema: S) => Promise<z.output<S>>;

/**
 * Answers a call of the domain's contract: who may make it, and its handler, which takes its body
 * and gives its answer. An endpoint exported by a module of `API_ENDPOINT_MODULES` is mounted.
 */
export function defineEndpoint<C extends ApiCall>(
  call: C,
  access: EndpointAccess,
  handle: Endpoint<C>["handle"],
  { writeLimit, readBody }: { writeLimit?: StudioWriteKind; readBody?: BodyReader } = {},
): Endpoint<C> {
  return {
    call,
    access,
    handle,
    ...(writeLimit ? { writeLimit } : {}),
    ...(readBody ? { readBody } : {}),
  };
}

const tooLarge = () => {
  throw new ApiError(
    413,
    "payload_too_large",
    `The body is larger than ${MAX_BODY_BYTES / 1024} KB, the most the API reads.`,
  );
};

/**
 * Mounts an endpoint: a `POST` reads and checks its body (JSON, or what its own reader takes, or
 * for a call that uploads a file its `multipart/form-data` form, each limited in size as it
 * arrives), a `GET` its query (or
 * nothing, for a call that takes no request: `health` answers whatever its address holds); then
 * it answers `{ data }`, or the file its handler made. Any other method on its path is a 405
 * that names the one allowed.
 */
export function mountEndpoint(
  api: Hono,
  { call, handle, readBody = readJsonBody }: Endpoint,
  context: Omit<EndpointContext, "http">,
): void {
  const path = `/${call.path}`;
  const answer = async (c: Context, body: unknown) => {
    const data = await handle(body, { ...context, http: c });
    if (data instanceof ReadyData) return data.answer(c);
    return data instanceof Response ? data : c.json({ data });
  };
  const { upload } = call;
  if (call.method === "GET") {
    const takesNothing = call.request.safeParse(undefined).success;
    api.get(path, (c) =>
      answer(c, takesNothing ? call.request.parse(undefined) : readQuery(c, call.request)),
    );
  } else if (upload) {
    const tooLargeUpload = () => {
      throw uploadTooLarge(upload);
    };
    api.post(
      path,
      bodyLimit({ maxSize: uploadBodyLimit(upload), onError: tooLargeUpload }),
      async (c) => answer(c, await readFormBody(c, call.request, upload)),
    );
  } else {
    api.post(path, bodyLimitByLength({ maxSize: MAX_BODY_BYTES, onError: tooLarge }), async (c) =>
      answer(c, await readBody(c, call.request)),
    );
  }
  api.all(path, (c) => {
    c.header("Allow", call.method);
    throw new ApiError(
      405,
      "method_not_allowed",
      `${call.path} answers ${call.method} only, not ${c.req.method}.`,
    );
  });
}
