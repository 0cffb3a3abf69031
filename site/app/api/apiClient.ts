import type {
  ApiErrorBody,
  ApiFilePath,
  ApiFileRequest,
  ApiGetPath,
  ApiGetRequest,
  ApiGetResponse,
  ApiPath,
  ApiRequest,
  ApiResponse,
  ApiUploadPath,
  ApiUploadRequest,
  ApiUploadResponse,
} from "@workcraft/domain/api";
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from "@workcraft/domain/rules";

/** The local-storage key of the access token `otp/check` gave (spec, section 6). */
export const ACCESS_TOKEN_KEY = "workcraft.accessToken";

/** Why a call failed: the API's answer, no answer in time, or no network at all. */
export type ApiFailure =
  | (ApiErrorBody["error"] & {
      kind: "http";
      status: number;
      /** From `Retry-After`, on a 429 or 409. */
      retryAfterSeconds?: number;
    })
  | { kind: "timeout" }
  | { kind: "network" };

/** A call that failed; `failure` says how, for the screen to explain in words. */
export class ApiCallError extends Error {
  constructor(
    readonly path: string,
    readonly failure: ApiFailure,
  ) {
    super(failure.kind === "http" ? failure.message : `${path}: ${failure.kind}`);
    this.name = "ApiCallError";
  }

  /** The API's error code, for an HTTP failure. */
  get code(): string | undefined {
    return this.failure.kind === "http" ? this.failure.code : undefined;
  }

  /** The problems of each field, as the API named them (`data.workspaceName`…). */
  get fields(): Record<string, string[]> {
    return (this.failure.kind === "http" && this.failure.fields) || {};
  }
}

export interface CallOptions {
  /** More headers: `Idempotency-Key`, `X-Visitor-Id`. */
  headers?: Record<string, string>;
  /** Another origin's API (tests); the page's own by default. */
  origin?: string;
  /** Stops the request when it fires: a refresh that a newer one replaced, a view that left. */
  signal?: AbortSignal;
  /** How long to wait for the answer: `REQUEST_TIMEOUT_MS` (5000 ms) unless said. */
  timeoutMs?: number;
}

/** The request's own timeout, and the caller's signal where the browser can join the two. */
function requestSignal(caller: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!caller) return timeout;
  return typeof AbortSignal.any === "function" ? AbortSignal.any([caller, timeout]) : timeout;
}

/** The access token kept in local storage, if any (none on the server). */
export function storedAccessToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * What comes back: the API's `{ data }` or its one error shape, or on a failure from a proxy
 * in between, any JSON at all (null when none).
 */
type ApiAnswer<Data> = { data: Data } | Partial<ApiErrorBody> | string | number | boolean | null;

/** How a request to the API goes out, beyond its path. */
interface ApiRequestOptions {
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Another origin's API (tests); the page's own by default. */
  origin?: string;
  /** Stops the request when it fires. */
  signal?: AbortSignal;
  /** How long to wait for the answer: `REQUEST_TIMEOUT_MS` (5000 ms) unless said. */
  timeoutMs?: number;
}

/**
 * Sends a request to `/api/v2/{path}`, with the page's cookies (same origin), and resolves to
 * the response whatever its status; rejects with an {@link ApiCallError} when no answer came in
 * time or none could come (no network). {@link apiAnswerData} reads the response.
 */
async function sendApiRequest(path: string, options: ApiRequestOptions): Promise<Response> {
  try {
    return await fetch(`${options.origin ?? ""}${API_BASE_PATH}/${path}`, {
      method: options.method,
      // The Studio's session cookie goes with its calls; the page's own origin only.
      credentials: "same-origin",
      headers: options.headers,
      body: options.body,
      signal: requestSignal(options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiCallError(path, { kind: timedOut ? "timeout" : "network" });
  }
}

/**
 * The `data` of the API's answer to `path`, or an {@link ApiCallError} with the API's code,
 * message and fields (or, for a failure from a proxy in between, the status alone).
 *
 * The answer is read as its call's response schema types it (`callApi`, `getFromApi`,
 * `uploadToApi` take that type from the domain's contract, so no caller chooses it), not parsed
 * again here (that would bring zod to every page): the API's tests hold every answer of every
 * call to its schema.
 */
async function apiAnswerData<Data>(path: string, response: Response): Promise<Data> {
  const answer: ApiAnswer<Data> = await response.json().catch(() => null);
  const answered = typeof answer === "object" ? answer : null;
  if (response.ok && answered && "data" in answered) return answered.data;
  const error = answered && "error" in answered ? answered.error : undefined;
  const retryAfter = Number(response.headers.get("Retry-After"));
  throw new ApiCallError(path, {
    kind: "http",
    status: response.status,
    code: error?.code ?? "unknown",
    message: error?.message ?? `The server answered ${response.status}.`,
    ...(error?.fields ? { fields: error.fields } : {}),
    ...(error?.current ? { current: error.current } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  });
}

/**
 * Calls the website API as the spec says: `POST` JSON to `/api/v2/{path}`, the access token
 * from local storage in `X-Auth-Token`, aborted after 5000 ms. Resolves to the answer's `data`,
 * typed by the call's response schema in the domain's contract; rejects with an
 * {@link ApiCallError} saying why, for the caller to show.
 */
export async function callApi<Path extends ApiPath>(
  path: Path,
  body: ApiRequest<Path>,
  options: CallOptions = {},
): Promise<ApiResponse<Path>> {
  const token = storedAccessToken();
  const response = await sendApiRequest(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token ? { "X-Auth-Token": token } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
    origin: options.origin,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  return apiAnswerData<ApiResponse<Path>>(path, response);
}

/** A request's fields as an address's query: `?formName=contact`, or "" for none. */
function queryOf(request: object | undefined): string {
  const entries = Object.entries(request ?? {}).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : [[name, String(value)]],
  );
  return entries.length > 0 ? `?${new URLSearchParams(entries)}` : "";
}

/**
 * `GET`s a call of the contract that answers `{ data }` (`studio/images/list`), its request in
 * the query; resolves to the `data` its response schema describes, as `callApi` does.
 */
export async function getFromApi<Path extends ApiGetPath>(
  path: Path,
  query: ApiGetRequest<Path>,
  options: CallOptions = {},
): Promise<ApiGetResponse<Path>> {
  const response = await sendApiRequest(`${path}${queryOf(query)}`, { method: "GET", ...options });
  return apiAnswerData<ApiGetResponse<Path>>(path, response);
}

/**
 * Uploads a call's form (`multipart/form-data`, not JSON): each of `fields` as its request schema
 * names it, a file by its own name. Resolves to the `data` its response schema describes.
 */
export async function uploadToApi<Path extends ApiUploadPath>(
  path: Path,
  fields: ApiUploadRequest<Path>,
  options: CallOptions = {},
): Promise<ApiUploadResponse<Path>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined) form.append(name, String(value));
  }
  const response = await sendApiRequest(path, { method: "POST", body: form, ...options });
  return apiAnswerData<ApiUploadResponse<Path>>(path, response);
}

/** The address of a call that answers a file (the leads' CSV), for a link to download. */
export function apiAddress<Path extends ApiFilePath>(
  path: Path,
  query: ApiFileRequest<Path>,
): string {
  return `${API_BASE_PATH}/${path}${queryOf(query)}`;
}

/** "1 minute", "45 seconds": a wait in words. */
function waitInWords(seconds: number): string {
  if (seconds >= 90) return `${Math.ceil(seconds / 60)} minutes`;
  if (seconds >= 60) return "1 minute";
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

/**
 * A failed call in words a visitor understands: no answer in time, no connection, too many
 * tries (with the wait), a problem on our side, or the API's own message, which is written
 * for people (in English). The Studio's screens say it so; the site's say it in the page's locale
 * (`describeApiFailureIn`).
 */
export function describeApiFailure(error: unknown): string {
  if (!(error instanceof ApiCallError)) {
    return "Something went wrong. Please try again.";
  }
  const { failure } = error;
  switch (failure.kind) {
    case "timeout":
      return "The server took too long to answer. Check your connection and try again.";
    case "network":
      return "We could not reach the server. Check that you are online and try again.";
    case "http":
      if (failure.status === 429) {
        return failure.retryAfterSeconds
          ? `Too many tries. Please wait ${waitInWords(failure.retryAfterSeconds)} and try again.`
          : "Too many tries. Please wait a little and try again.";
      }
      if (failure.status >= 500) return "Something went wrong on our side. Please try again.";
      return failure.message;
  }
}
