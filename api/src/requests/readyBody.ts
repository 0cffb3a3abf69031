import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The content codings a ready body may be sent in, in the order the server prefers them. */
export const CONTENT_CODINGS = ["br", "gzip", "identity"] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** One coding of a body: its bytes and the strong ETag of exactly those bytes. */
export interface CodedBody {
  bytes: Buffer;
  etag: string;
}

/**
 * A body made once and then sent many times: its bytes as they are and, when it is worth it,
 * compressed with Brotli and gzip. Each coding has its own strong ETag (a hash of the bytes
 * sent), so a cache never mixes one coding's validator with another's bytes.
 */
export type ReadyBody = { identity: CodedBody } & Partial<Record<"br" | "gzip", CodedBody>>;

/** A strong ETag: the first 128 bits of the bytes' SHA-256, in hex. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}"`;
}

const coded = (bytes: Buffer): CodedBody => ({ bytes, etag: etagOf(bytes) });

/** A ready body from codings that already exist (a build's `.br` and `.gz` copies). */
export function readyBodyOf(copies: { identity: Buffer; br?: Buffer; gzip?: Buffer }): ReadyBody {
  return {
    identity: coded(copies.identity),
    ...(copies.br ? { br: coded(copies.br) } : {}),
    ...(copies.gzip ? { gzip: coded(copies.gzip) } : {}),
  };
}

/** Below this, compressing saves less than a packet's headers cost: sent as it is. */
const WORTH_COMPRESSING = 1024;

/**
 * Makes a ready body of `content`, compressed once here rather than on every answer. Brotli at
 * quality 9: within a few per cent of 11 for HTML and JSON, at a small part of its time, as
 * pages rendered on request are compressed while a visitor waits for the first of them.
 */
export function readyBody(content: string | Buffer): ReadyBody {
  const identity = typeof content === "string" ? Buffer.from(content) : content;
  if (identity.byteLength < WORTH_COMPRESSING) return readyBodyOf({ identity });
  return readyBodyOf({
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  });
}

/** Whether the body has more than one coding, so which one is sent depends on Accept-Encoding. */
export function hasCodings(body: ReadyBody): boolean {
  return body.br !== undefined || body.gzip !== undefined;
}

/**
 * The coding to send: the first of Brotli, gzip and identity that the body has and the
 * `Accept-Encoding` header allows (a coding with `q=0` is refused; `*` stands for any coding
 * not named). Without the header, identity, as RFC 9110 allows any coding but clients that
 * send none mostly cannot read one.
 */
export function chooseCoding(
  acceptEncoding: string | null | undefined,
  body: ReadyBody,
): ContentCoding {
  if (!acceptEncoding || !hasCodings(body)) return "identity";
  // Browsers send a handful of different headers: each is read once per set of codings.
  const chosen = chosenBy[(body.br ? 2 : 0) + (body.gzip ? 1 : 0)]!;
  let coding = chosen.get(acceptEncoding);
  if (coding === undefined) {
    coding = codingFor(acceptEncoding, body);
    if (chosen.size < 256) chosen.set(acceptEncoding, coding);
  }
  return coding;
}

/** The coding chosen for each Accept-Encoding, by the codings a body has (Brotli 2 + gzip 1). */
const chosenBy = [0, 1, 2, 3].map(() => new Map<string, ContentCoding>());

function codingFor(acceptEncoding: string, body: ReadyBody): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/iu.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const allows = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (body.br && allows("br")) return "br";
  if (body.gzip && allows("gzip")) return "gzip";
  return "identity";
}

/** The entity tags an `If-None-Match` header names, without their weak marks; `*` is itself. */
export function entityTagsOf(header: string): string[] {
  if (header.trim() === "*") return ["*"];
  return [...header.matchAll(/(?:W\/)?("[^"]*")/gu)].map(([, tag]) => tag!);
}

/**
 * Whether `If-None-Match` names `etag`, by the weak comparison RFC 9110 asks of this header
 * (a proxy that compressed an answer again may have marked its tag weak).
 */
export function noneMatchHits(ifNoneMatch: string, etag: string): boolean {
  const tags = entityTagsOf(ifNoneMatch);
  return tags.includes("*") || tags.includes(etag.replace(/^W\//u, ""));
}
