import type { z } from "zod";

/** The answer of a call that sends a file rather than `{ data }`: the file's media type. */
export interface FileAnswer {
  readonly file: string;
}

/**
 * How a call that uploads a file takes its body: `multipart/form-data`, not JSON, the file in the
 * form field `field`, at most `maxBytes` (413 with `tooLargeMessage` beyond). The call's
 * `request` schema describes the form's fields, the file included.
 */
export interface FileUpload {
  readonly field: string;
  readonly maxBytes: number;
  readonly tooLargeMessage: string;
}

/**
 * One call of the website API, the contract its server and its clients share: how it is made
 * (`method`, and `path` under `API_BASE_PATH`), the body it takes (`request`) and the `data` it
 * answers (`response`), or the file it sends. A failure answers `ApiErrorBody` instead.
 */
export interface ApiCall<
  Path extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType | FileAnswer = z.ZodType | FileAnswer,
  Method extends "GET" | "POST" = "GET" | "POST",
> {
  /**
   * `POST` with a JSON body, except `health`, which load balancers `GET`, and the Studio's CSV
   * of the leads, which a link downloads: a `GET` takes its request from the address's query.
   */
  readonly method: Method;
  /** The path under `/api/v2`, as the spec names it: `app-store/get-app-by-slug`. */
  readonly path: Path;
  readonly request: Request;
  readonly response: Response;
  /** For a call that uploads a file (`defineUploadCall`): how it takes the file. */
  readonly upload?: FileUpload;
}

/** Declares a call, keeping its path as a literal type for the clients that name it. */
export function defineApiCall<
  Path extends string,
  Request extends z.ZodType,
  Response extends z.ZodType | FileAnswer,
  Method extends "GET" | "POST",
>(call: ApiCall<Path, Request, Response, Method>): ApiCall<Path, Request, Response, Method> {
  return call;
}

/**
 * Declares a call that uploads a file: `POST` with a `multipart/form-data` body, answered
 * `{ data }` like a JSON call. Its type keeps `upload`, so clients that send JSON leave it out.
 */
export function defineUploadCall<
  Path extends string,
  Request extends z.ZodType,
  Response extends z.ZodType,
>(
  call: ApiCall<Path, Request, Response, "POST"> & { readonly upload: FileUpload },
): ApiCall<Path, Request, Response, "POST"> & { readonly upload: FileUpload } {
  return call;
}

/** The `data` a call answers, as a client reads it. */
export type ApiCallAnswer<Call extends ApiCall> = Call["response"] extends z.ZodType
  ? z.output<Call["response"]>
  : never;
