import { noneMatchHits } from "@workcraft/api";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import type { Context, MiddlewareHandler } from "hono";

/** What the static file server appends to a file's path when it sends a precompressed copy. */
export const PRECOMPRESSED_SUFFIX = /\.(br|gz|zst)$/u;

/** What a file answer needs beside its bytes, worked out once per version of a file. */
interface FileFacts {
  /** A strong ETag: a hash of the bytes sent, so each precompressed copy has its own. */
  etag: string;
  /** Whether other encodings of the file exist, so the answer depends on Accept-Encoding. */
  hasCopies: boolean;
}

async function factsOf(path: string): Promise<FileFacts> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  const identity = path.replace(PRECOMPRESSED_SUFFIX, "");
  return {
    etag: `"${hash.digest("hex").slice(0, 32)}"`,
    hasCopies: identity !== path || existsSync(`${identity}.br`) || existsSync(`${identity}.gz`),
  };
}

/**
 * Gives a file answer of the static file server (call it from `onFound`, with the path of the
 * file it sends) a strong ETag and, when the file has precompressed copies, `Vary:
 * Accept-Encoding`.
 *
 * Each file is hashed once, the first time it is asked for; later answers cost one `stat` and
 * a map look-up. The `stat` is what notices a deploy that swaps the files under a running
 * server (a new file, or a link pointed at another release, has another inode, size or
 * time): that file is hashed again. The map keeps one entry per path of the build.
 */
export function fileValidators(): (path: string, c: Context) => Promise<void> {
  const known = new Map<string, { version: string; facts: Promise<FileFacts> }>();
  return async (path, c) => {
    const { dev, ino, size, mtimeMs } = await stat(path);
    const version = `${dev}:${ino}:${size}:${mtimeMs}`;
    let entry = known.get(path);
    if (entry?.version !== version) {
      const facts = factsOf(path);
      entry = { version, facts };
      known.set(path, entry);
      // A file that could not be read is read again next time.
      facts.catch(() => known.delete(path));
    }
    const { etag, hasCopies } = await entry.facts;
    c.header("ETag", etag);
    const vary = c.res.headers.get("Vary");
    if (hasCopies && !/\baccept-encoding\b/iu.test(vary ?? "")) {
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
  };
}

/** Headers describing the body a 304 does not carry. */
const BODY_HEADERS = ["Content-Length", "Content-Type", "Content-Encoding", "Content-Range"];

/**
 * Answers a conditional GET or HEAD with 304 Not Modified when the answer it would get carries
 * a validator that matches: `If-None-Match` against its ETag (weak comparison, as RFC 9110
 * says for this header), or, without that header, `If-Modified-Since` not earlier than its
 * `Last-Modified`. Only file answers carry validators here, so pages rendered on request and
 * the API pass through. The 304 keeps the other headers of the 200, the page's own
 * Content-Security-Policy among them: a browser updates the stored page with them.
 */
export function answerNotModified(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return;
    if (c.res.status !== 200) return;
    const etag = c.res.headers.get("ETag");
    const lastModified = c.res.headers.get("Last-Modified");
    const ifNoneMatch = c.req.header("If-None-Match");
    const ifModifiedSince = c.req.header("If-Modified-Since");
    let notModified = false;
    if (ifNoneMatch !== undefined) {
      notModified = etag !== null && noneMatchHits(ifNoneMatch, etag);
    } else if (ifModifiedSince !== undefined && lastModified !== null) {
      const since = Date.parse(ifModifiedSince);
      const modified = Date.parse(lastModified);
      notModified = !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
    }
    if (!notModified) return;
    await c.res.body?.cancel();
    const headers = new Headers(c.res.headers);
    for (const name of BODY_HEADERS) headers.delete(name);
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers });
  };
}
