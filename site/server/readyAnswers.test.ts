import { readyBody } from "@workcraft/api";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BuiltFileAnswers, FILE_CHECK_INTERVAL_MS } from "./builtFiles";
import { ReadySender, type ReadyAnswer } from "./readyAnswers";

const html = `<!doctype html><title>Pricing</title>${"<p>Plans for every team</p>".repeat(100)}`;
const page: ReadyAnswer = {
  body: readyBody(html),
  headers: {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    "Content-Security-Policy": "script-src 'self' 'sha256-abc'",
    "Last-Modified": "Thu, 26 Nov 2026 10:00:00 GMT",
  },
  modifiedMs: Date.parse("Thu, 26 Nov 2026 10:00:00 GMT"),
};
const common = { "content-security-policy": "script-src 'self'", "x-frame-options": "DENY" };

let server: Server;
let base: string;
const answer: ReadyAnswer = page;

beforeAll(async () => {
  const sender = new ReadySender(common);
  server = createServer((request, response) => sender.send(request, response, answer, "req-1"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (headers: Record<string, string>, method = "GET") =>
  fetch(`${base}/pricing`, { method, headers });

describe("an answer ready in memory, over a real socket", () => {
  it("is sent in Brotli, gzip or as it is, as Accept-Encoding allows, each with its ETag", async () => {
    // fetch in Node decodes what it is sent; the raw codings are checked through their tags.
    const br = await get({ "Accept-Encoding": "gzip, br" });
    const gzip = await get({ "Accept-Encoding": "gzip" });
    const plain = await get({ "Accept-Encoding": "identity" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    for (const response of [br, gzip, plain]) {
      expect(await response.text()).toBe(html);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("x-request-id")).toBe("req-1");
    }
    expect(br.headers.get("etag")).toBe(page.body.br!.etag);
    expect(gzip.headers.get("etag")).toBe(page.body.gzip!.etag);
    expect(plain.headers.get("etag")).toBe(page.body.identity.etag);
    expect(brotliDecompressSync(page.body.br!.bytes).toString()).toBe(html);
  });

  it("carries its own CSP in place of the common one, and the common headers", async () => {
    const response = await get({});
    expect(response.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-abc'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("answers 304 to its ETag, to a weak one, and to a date not before Last-Modified", async () => {
    const etag = page.body.gzip!.etag;
    for (const headers of <Record<string, string>[]>[
      { "Accept-Encoding": "gzip", "If-None-Match": etag },
      { "Accept-Encoding": "gzip", "If-None-Match": `"other", W/${etag}` },
      { "If-Modified-Since": "Thu, 26 Nov 2026 10:00:00 GMT" },
      { "If-Modified-Since": "Fri, 27 Nov 2026 10:00:00 GMT" },
    ]) {
      const response = await get(headers);
      expect(response.status, JSON.stringify(headers)).toBe(304);
      expect(response.headers.get("content-type")).toBeNull();
      expect(response.headers.get("content-security-policy")).toContain("sha256-abc");
      expect(await response.text()).toBe("");
    }
  });

  it("sends the whole page to another ETag, an earlier date, or the tag of another coding", async () => {
    for (const headers of <Record<string, string>[]>[
      { "Accept-Encoding": "gzip", "If-None-Match": '"other"' },
      { "If-Modified-Since": "Wed, 25 Nov 2026 10:00:00 GMT" },
      { "Accept-Encoding": "br", "If-None-Match": page.body.gzip!.etag },
      // If-None-Match decides when both are sent.
      { "If-None-Match": '"other"', "If-Modified-Since": "Fri, 27 Nov 2026 10:00:00 GMT" },
    ]) {
      const response = await get(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(await response.text()).toBe(html);
    }
  });

  it("answers HEAD with the headers and length of the GET, without the body", async () => {
    const response = await get({ "Accept-Encoding": "gzip" }, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(page.body.gzip!.bytes.byteLength));
    expect(await response.text()).toBe("");
  });
});

describe("the build's files held in memory", () => {
  const folder = mkdtempSync(join(tmpdir(), "workcraft-built-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("are held at their address and a page at its folder's, and read again when swapped", () => {
    writeFileSync(join(folder, "index.html"), "<p>release 1</p>");
    writeFileSync(join(folder, "index.html.gz"), gzipSync("<p>release 1</p>"));
    let now = 0;
    const answers = new BuiltFileAnswers(
      folder,
      (address) => ({ "X-Address": address }),
      () => now,
    );
    const first = answers.get("/")!;
    expect(first.body.identity.bytes.toString()).toBe("<p>release 1</p>");
    expect(first.body.gzip).toBeDefined();
    expect(first.headers).toEqual({ "X-Address": "/" });
    expect(answers.get("/index.html")).toBeDefined();
    expect(answers.get("/index.html.gz")).toBeUndefined();
    // Served from memory while the file is the same.
    expect(answers.get("/")).toBe(first);

    // A deploy writes the page again without its copy: within the interval the page held is
    // still sent, after it the new one is read.
    rmSync(join(folder, "index.html.gz"));
    writeFileSync(join(folder, "index.html"), "<p>release 2, longer</p>");
    utimesSync(join(folder, "index.html"), new Date(), new Date(Date.now() + 5_000));
    now = FILE_CHECK_INTERVAL_MS - 1;
    expect(answers.get("/")).toBe(first);
    now = FILE_CHECK_INTERVAL_MS;
    const second = answers.get("/")!;
    expect(second.body.identity.bytes.toString()).toBe("<p>release 2, longer</p>");
    expect(second.body.gzip).toBeUndefined();
    expect(answers.get("/")).toBe(second);

    // A file gone is left to the static file server, and held again once it is back.
    rmSync(join(folder, "index.html"));
    now += FILE_CHECK_INTERVAL_MS;
    expect(answers.get("/")).toBeUndefined();
    writeFileSync(join(folder, "index.html"), "<p>release 3</p>");
    expect(answers.get("/")).toBeUndefined();
    now += FILE_CHECK_INTERVAL_MS;
    expect(answers.get("/")!.body.identity.bytes.toString()).toBe("<p>release 3</p>");
  });
});
