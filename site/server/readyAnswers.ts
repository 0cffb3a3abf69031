import {
  chooseCoding,
  hasCodings,
  noneMatchHits,
  type ContentCoding,
  type ReadyBody,
} from "@workcraft/api";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * An answer made once and sent many times: a file of the build, a page rendered once. Its body
 * is held in memory in each coding, and its headers (type, cache rule, CSP, Last-Modified) are
 * ready, so sending it costs a look-up, a header write and a buffer write.
 */
export interface ReadyAnswer {
  body: ReadyBody;
  /** Its own headers: Content-Type, Cache-Control, and whatever else belongs to it alone. */
  headers: Readonly<Record<string, string>>;
  /** `Last-Modified`, as `If-Modified-Since` compares it (milliseconds), if it has one. */
  modifiedMs?: number;
}

/** What a 304 leaves out: it describes the body it does not carry. */
const BODY_HEADERS = new Set(["content-type", "content-length", "content-encoding"]);

/** The status, coding and headers of a ready answer to a GET or HEAD with these headers. */
export function readyResponse(
  answer: ReadyAnswer,
  request: {
    acceptEncoding: string | undefined;
    ifNoneMatch: string | undefined;
    ifModifiedSince: string | undefined;
  },
): { status: 200 | 304; coding: ContentCoding; headers: Record<string, string> } {
  const coding = chooseCoding(request.acceptEncoding, answer.body);
  const { bytes, etag } = answer.body[coding]!;
  const headers: Record<string, string> = { ...answer.headers, ETag: etag };
  // An answer's own Vary (a page that differs by visitor) is kept, with the coding's added.
  if (hasCodings(answer.body)) {
    headers.Vary = answer.headers.Vary
      ? `${answer.headers.Vary}, Accept-Encoding`
      : "Accept-Encoding";
  }

  // If-None-Match decides when sent; If-Modified-Since only without it (RFC 9110, 13.2.2).
  const notModified =
    request.ifNoneMatch !== undefined
      ? noneMatchHits(request.ifNoneMatch, etag)
      : request.ifModifiedSince !== undefined &&
        answer.modifiedMs !== undefined &&
        answer.modifiedMs <= Date.parse(request.ifModifiedSince);
  if (notModified) {
    for (const name of Object.keys(headers)) {
      if (BODY_HEADERS.has(name.toLowerCase())) delete headers[name];
    }
    return { status: 304, coding, headers };
  }
  if (coding !== "identity") headers["Content-Encoding"] = coding;
  headers["Content-Length"] = String(bytes.byteLength);
  return { status: 200, coding, headers };
}

/** An answer's headers for one coding, as Node's `writeHead` takes them: name, value, name, … */
interface PreparedHeaders {
  200: string[];
  304: string[];
}

/**
 * Sends ready answers on Node's responses, straight from memory. Each answer's headers for each
 * coding are put together once (`common` first: the security headers every answer carries;
 * then the answer's own), so a request costs choosing the coding, checking its validators and
 * one write of headers and bytes.
 */
export class ReadySender {
  readonly #prepared = new WeakMap<ReadyAnswer, Map<ContentCoding, PreparedHeaders>>();

  constructor(private readonly common: Readonly<Record<string, string>>) {}

  /** Sends `answer`, with `X-Request-Id: requestId`; returns the status sent. */
  send(
    request: IncomingMessage,
    response: ServerResponse,
    answer: ReadyAnswer,
    requestId: string,
  ): 200 | 304 {
    const coding = chooseCoding(request.headers["accept-encoding"], answer.body);
    const { bytes, etag } = answer.body[coding]!;
    const ifNoneMatch = request.headers["if-none-match"];
    const ifModifiedSince = request.headers["if-modified-since"];
    const notModified =
      ifNoneMatch !== undefined
        ? ifNoneMatch === etag || noneMatchHits(ifNoneMatch, etag)
        : ifModifiedSince !== undefined &&
          answer.modifiedMs !== undefined &&
          answer.modifiedMs <= Date.parse(ifModifiedSince);
    const status = notModified ? 304 : 200;
    const headers = this.#headersFor(answer, coding)[status];
    // The last value is this answer's request id (writeHead copies the list as it goes).
    headers[headers.length - 1] = requestId;
    response.writeHead(status, headers);
    response.end(status === 200 && request.method !== "HEAD" ? bytes : undefined);
    return status;
  }

  #headersFor(answer: ReadyAnswer, coding: ContentCoding): PreparedHeaders {
    let byCoding = this.#prepared.get(answer);
    if (!byCoding) {
      byCoding = new Map();
      this.#prepared.set(answer, byCoding);
    }
    let prepared = byCoding.get(coding);
    if (!prepared) {
      // The answer's own header replaces a common one of the same name, whatever its case.
      const flat = (headers: Record<string, string>) => {
        const merged = new Map<string, [string, string]>();
        for (const [name, value] of [...Object.entries(this.common), ...Object.entries(headers)]) {
          merged.set(name.toLowerCase(), [name, value]);
        }
        return [...merged.values()].flat();
      };
      const full = readyResponse(answer, {
        acceptEncoding: coding === "identity" ? undefined : coding,
        ifNoneMatch: undefined,
        ifModifiedSince: undefined,
      });
      const notModified = readyResponse(answer, {
        acceptEncoding: coding === "identity" ? undefined : coding,
        ifNoneMatch: "*",
        ifModifiedSince: undefined,
      });
      // Each list ends with the request id's name and a place for its value.
      prepared = {
        200: [...flat(full.headers), "X-Request-Id", ""],
        304: [...flat(notModified.headers), "X-Request-Id", ""],
      };
      byCoding.set(coding, prepared);
    }
    return prepared;
  }
}
