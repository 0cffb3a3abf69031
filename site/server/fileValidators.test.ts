import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerNotModified, fileValidators } from "./fileValidators";

const PAGE = `<!doctype html><html><body>${"The company page. ".repeat(100)}</body></html>`;

let root: string;
let app: Hono;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "workcraft-validators-"));
  mkdirSync(join(root, "company"));
  writeFileSync(join(root, "company", "index.html"), PAGE);
  writeFileSync(join(root, "company", "index.html.gz"), gzipSync(PAGE));
  writeFileSync(join(root, "company", "index.html.br"), "not really brotli, but other bytes");
  writeFileSync(join(root, "logo.png"), "a picture");

  const validators = fileValidators();
  app = new Hono();
  app.use(answerNotModified());
  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: async (path, c) => {
        await validators(path, c);
        c.header("Cache-Control", "public, max-age=0, must-revalidate");
        c.header("Content-Security-Policy", "script-src 'self' 'sha256-page'");
      },
    }),
  );
  app.get("/rendered", (c) => c.html("<p>rendered now</p>"));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(path, { method, headers });

describe("validators of file answers", () => {
  it("give each encoding of a file its own strong ETag, the same on every request", async () => {
    const tags: string[] = [];
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await get("/company", { "accept-encoding": encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("etag"), encoding).toMatch(/^"[0-9a-f]{32}"$/u);
      expect(answer.headers.get("vary"), encoding).toBe("Accept-Encoding");
      tags.push(answer.headers.get("etag")!);
    }
    expect(new Set(tags).size).toBe(3);
    const again = await get("/company", { "accept-encoding": "gzip" });
    expect(again.headers.get("etag")).toBe(tags[1]);
  });

  it("hash a file once, and again when a deploy changes it under the running server", async () => {
    const file = join(root, "once.txt");
    const atTen = new Date("2030-01-01T10:00:00Z");
    writeFileSync(file, "first");
    utimesSync(file, atTen, atTen);
    const first = (await get("/once.txt")).headers.get("etag");
    // Other bytes with the same size and time: only a tag kept from the first read stays.
    writeFileSync(file, "fir$t");
    utimesSync(file, atTen, atTen);
    expect((await get("/once.txt")).headers.get("etag")).toBe(first);
    // A deploy writes a new file: it is hashed again.
    writeFileSync(file, "the next release");
    const changed = (await get("/once.txt")).headers.get("etag");
    expect(changed).not.toBe(first);
    expect(changed).toMatch(/^"[0-9a-f]{32}"$/u);
  });

  it("tell a release swapped in by a link from the one before, same size and time alike", async () => {
    const at = new Date("2030-01-01T10:00:00Z");
    for (const release of ["release-1", "release-2"]) {
      mkdirSync(join(root, release));
      writeFileSync(join(root, release, "sw.js"), `self.release = "${release}";`);
      utimesSync(join(root, release, "sw.js"), at, at);
    }
    const link = join(root, "current");
    symlinkSync(join(root, "release-1"), link);
    const first = (await get("/current/sw.js")).headers.get("etag");
    rmSync(link);
    symlinkSync(join(root, "release-2"), link);
    expect((await get("/current/sw.js")).headers.get("etag")).not.toBe(first);
  });

  it("leave Vary alone for a file with no other encoding", async () => {
    const answer = await get("/logo.png", { "accept-encoding": "br, gzip" });
    expect(answer.headers.get("etag")).toMatch(/^"/u);
    expect(answer.headers.get("vary")).toBeNull();
  });
});

describe("answering conditional requests", () => {
  it("answers 304 to a matching If-None-Match, keeping the headers a cache updates", async () => {
    const brotli = { "accept-encoding": "br" };
    const tag = (await get("/company", brotli)).headers.get("etag")!;
    for (const ifNoneMatch of [tag, `"other", ${tag}`, `W/${tag}`, "*"]) {
      const answer = await get("/company", { ...brotli, "if-none-match": ifNoneMatch });
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(await answer.text()).toBe("");
      expect(answer.headers.get("etag")).toBe(tag);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
      expect(answer.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-page'");
      expect(answer.headers.get("content-encoding")).toBeNull();
      expect(answer.headers.get("content-length")).toBeNull();
    }
    const head = await get("/company", { ...brotli, "if-none-match": tag }, "HEAD");
    expect(head.status).toBe(304);
  });

  it("answers 200 when the tag is another encoding's or another file's", async () => {
    const gzipTag = (await get("/company", { "accept-encoding": "gzip" })).headers.get("etag")!;
    const answer = await get("/company", { "accept-encoding": "br", "if-none-match": gzipTag });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe("br");
  });

  it("answers 304 to If-Modified-Since not earlier than Last-Modified, unless If-None-Match says otherwise", async () => {
    const lastModified = (await get("/company")).headers.get("last-modified")!;
    expect((await get("/company", { "if-modified-since": lastModified })).status).toBe(304);
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    expect((await get("/company", { "if-modified-since": later })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get("/company", { "if-modified-since": earlier })).status).toBe(200);
    expect((await get("/company", { "if-modified-since": "yesterday" })).status).toBe(200);
    // If-None-Match decides when both are sent.
    const both = await get("/company", {
      "if-modified-since": lastModified,
      "if-none-match": '"not-this-file"',
    });
    expect(both.status).toBe(200);
  });

  it("leaves answers without validators and other methods alone", async () => {
    const rendered = await get("/rendered", { "if-none-match": "*" });
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get("etag")).toBeNull();
    const tag = (await get("/company")).headers.get("etag")!;
    const post = await get("/company", { "if-none-match": tag }, "POST");
    expect(post.status).toBe(404);
  });
});
