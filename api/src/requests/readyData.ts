import type { Context } from "hono";
import { chooseCoding, hasCodings, noneMatchHits, readyBody, type ReadyBody } from "./readyBody";

/**
 * An API answer that does not change while the server runs (the static catalogue's calls):
 * `{ data }` serialised and compressed once, with a strong ETag per coding. Sending it costs no
 * JSON, no compression, and for a GET whose tag the caller holds, no body (304).
 */
export class ReadyData<T> {
  readonly body: ReadyBody;
  /** What the answer holds, for its type only: the call's `data`. */
  declare readonly data: T;

  constructor(data: T) {
    this.body = readyBody(JSON.stringify({ data }));
  }

  /** The answer to the request of `c`. */
  answer(c: Context): Response {
    const coding = chooseCoding(c.req.header("Accept-Encoding"), this.body);
    const { bytes, etag } = this.body[coding]!;
    // Plain headers and the held bytes themselves: the Node adapter writes such a response
    // without building a Headers object or copying the body.
    const headers: Record<string, string> = { "Content-Type": "application/json", ETag: etag };
    if (hasCodings(this.body)) headers.Vary = "Accept-Encoding";
    const ifNoneMatch = c.req.header("If-None-Match");
    const read = c.req.method === "GET" || c.req.method === "HEAD";
    if (read && ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, etag)) {
      return new Response(null, { status: 304, headers });
    }
    if (coding !== "identity") headers["Content-Encoding"] = coding;
    headers["Content-Length"] = String(bytes.byteLength);
    return new Response(c.req.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), {
      headers,
    });
  }
}
