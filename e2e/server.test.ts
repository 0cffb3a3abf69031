import { existsSync, readFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, spawnProductionServer } from "../scripts/localServer";
import { pageFiles } from "../site/server/pageWeight";
import { baseURL } from "./browser";
import { startSiteProcess, type SiteProcess } from "./siteProcess";

const clientDir = fileURLToPath(new URL("../site/build/client/", import.meta.url));

/** The stylesheets and module scripts a page's HTML loads. */
function assetsOf(html: string): string[] {
  const { styles, scripts } = pageFiles(html);
  return [...styles, ...scripts];
}

describe("the prerendered build", () => {
  it("holds / as a static HTML file with the page's text and static CSS", () => {
    const html = readFileSync(`${clientDir}index.html`, "utf8");
    expect(html).toContain("Business apps for every workflow, without writing code");
    // React Router marks stylesheets of on-demand chunks with a `#`; the file is the same.
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) =>
      m[1]!.replace(/#$/u, ""),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const href of stylesheets) {
      expect(href).toMatch(/^\/assets\/.+\.css$/);
      expect(existsSync(`${clientDir}${href.slice(1)}`)).toBe(true);
    }
    // No CSS-in-JS at run time: no style element is injected into the HTML.
    expect(html).not.toMatch(/<style[\s>]/);
  });
});

describe("the production server", () => {
  it("serves the prerendered / compressed, revalidated on every visit", async () => {
    const response = await fetch(`${baseURL}/`, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.text()).toBe(readFileSync(`${clientDir}index.html`, "utf8"));
  });

  it("serves every asset of / compressed with immutable caching", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const assets = assetsOf(html);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const response = await fetch(`${baseURL}${asset}`, {
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control"), asset).toBe(
        "public, max-age=31536000, immutable",
      );
      // Files under 1 KB are sent as they are; everything larger comes compressed.
      if (Number(response.headers.get("content-length") ?? 2048) >= 1024) {
        expect(response.headers.get("content-encoding"), asset).toMatch(/^(br|gzip)$/);
      }
    }
  });

  it("answers a missing asset with a plain 404, not a page", async () => {
    const response = await fetch(`${baseURL}/assets/no-such-file.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });

  it("renders unknown paths on demand with status 404, gzip-compressed", async () => {
    const response = await fetch(`${baseURL}/partner/no-such-thing`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("Page not found");
  });

  it("runs the API on its embedded database", async () => {
    const response = await fetch(`${baseURL}/api/v2/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: "ok", database: "pglite" } });
  });

  it("mounts the API at /api/v2 with JSON errors", async () => {
    const response = await fetch(`${baseURL}/api/v2/no-such-endpoint`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: "not_found",
        message: "There is no API endpoint POST /api/v2/no-such-endpoint.",
      },
    });
  });

  it("gives every answer, pages, files and API alike, its request id", async () => {
    const answers = await Promise.all([
      fetch(`${baseURL}/`),
      fetch(`${baseURL}/favicon.svg`),
      fetch(`${baseURL}/no/such/page`),
      fetch(`${baseURL}/api/v2/app-store/list-apps-from-store`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    ]);
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    // The product's random ids: 10 letters and digits.
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{10}$/u);
    expect(new Set(ids).size).toBe(answers.length);
    expect(answers[3]!.status).toBe(200);
  });

  it.skipIf(!inject("dataDir"))(
    "refuses to start a second server on the same embedded database, saying why",
    async () => {
      const { server: second, output } = spawnProductionServer(
        "site/build/app-server/main.js",
        await freePort(),
        { dataDir: inject("dataDir") },
      );
      const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
      expect(code).toBe(1);
      expect(output()).toMatch(/is in use by another Workcraft server \(process \d+\)/u);
      expect(output()).not.toMatch(/\n\s+at /u);
      // The first server still answers.
      expect((await fetch(`${baseURL}/api/v2/health`)).status).toBe(200);
    },
  );
});

/**
 * A request sent as written, with the headers given and no others: `fetch` cannot set `Host`
 * and normalises the path. Answers the status and the headers; the body is thrown away.
 */
function rawRequest(
  url: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method, headers }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("conditional requests for files", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseURL}${path}`, { headers: { "accept-encoding": "br, gzip", ...headers } });

  it("gives each representation of a prerendered page its own strong ETag, and answers a match with 304", async () => {
    const encodings = ["br", "gzip", "identity"];
    const answers = await Promise.all(
      encodings.map((encoding) => get("/company", { "accept-encoding": encoding })),
    );
    const tags = answers.map((answer) => answer.headers.get("etag"));
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(tags[index], encodings[index]).toMatch(/^"[^"]+"$/u);
      expect(answer.headers.get("vary"), encodings[index]).toMatch(/accept-encoding/iu);
      expect(answer.headers.get("last-modified"), encodings[index]).toBeTruthy();
      await answer.body?.cancel();
    }
    expect(answers.map((answer) => answer.headers.get("content-encoding"))).toEqual([
      "br",
      "gzip",
      null,
    ]);
    // Different bytes, different tags; the same file asked again, the same tag.
    expect(new Set(tags).size).toBe(3);
    expect((await get("/company", { "accept-encoding": "br" })).headers.get("etag")).toBe(tags[0]);

    const notModified = await get("/company", {
      "accept-encoding": "br",
      "if-none-match": `"something-else", ${tags[0]!}`,
    });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("etag")).toBe(tags[0]);
    expect(notModified.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(notModified.headers.get("vary")).toMatch(/accept-encoding/iu);

    // The gzip copy's tag does not validate the brotli copy.
    const otherCopy = await get("/company", { "accept-encoding": "br", "if-none-match": tags[1]! });
    expect(otherCopy.status).toBe(200);
    expect(otherCopy.headers.get("content-encoding")).toBe("br");
    await otherCopy.body?.cancel();
  });

  it("answers If-Modified-Since with 304 when the page has not changed since", async () => {
    const first = await get("/");
    const lastModified = first.headers.get("last-modified")!;
    await first.body?.cancel();
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const unchanged = await get("/", { "if-modified-since": lastModified });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    const earlier = new Date(Date.parse(lastModified) - 86_400_000).toUTCString();
    const changed = await get("/", { "if-modified-since": earlier });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("<html");
  });

  it("gives hashed assets and public files ETags too, and no ETag to pages rendered on request", async () => {
    const html = await (await get("/")).text();
    const [asset] = assetsOf(html);
    for (const path of [asset!, "/favicon.svg"]) {
      const answer = await get(path);
      const tag = answer.headers.get("etag");
      await answer.body?.cancel();
      expect(tag, path).toMatch(/^"[^"]+"$/u);
      expect((await get(path, { "if-none-match": tag! })).status, path).toBe(304);
    }
    const notFound = await get("/no/such/page");
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("etag")).toBeNull();
    await notFound.body?.cancel();
  });

  it("gives /sitemap.xml, rendered on request, a strong ETag of its bytes and answers a match with 304, compressed or not", async () => {
    const plain = await get("/sitemap.xml", { "accept-encoding": "identity" });
    const tag = plain.headers.get("etag");
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/u);
    expect(plain.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await plain.text()).toContain("<urlset");
    expect((await get("/sitemap.xml", { "if-none-match": tag! })).status).toBe(304);

    const gzipped = await get("/sitemap.xml", { "accept-encoding": "gzip" });
    await gzipped.body?.cancel();
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const weak = gzipped.headers.get("etag");
    expect(weak).toBe(`W/${tag}`);
    const again = await get("/sitemap.xml", { "accept-encoding": "gzip", "if-none-match": weak! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});

describe("caching and character set of every kind of answer", () => {
  it("tells caches what to do with pages rendered on request and the health check, and names UTF-8 on every page", async () => {
    const expected: [path: string, status: number, cacheControl: string][] = [
      ["/", 200, "public, max-age=0, must-revalidate"],
      ["/company", 200, "public, max-age=0, must-revalidate"],
      ["/cart", 200, "no-store"],
      ["/checkout", 200, "no-store"],
      ["/checkout?plan=builder1&users=5", 200, "no-store"],
      ["/checkout/code", 200, "no-store"],
      ["/checkout/create", 200, "no-store"],
      ["/checkout/done", 200, "no-store"],
      ["/no/such/page", 404, "private, no-cache"],
      ["/business-app/apps/no-such-app", 404, "private, no-cache"],
    ];
    for (const [path, status, cacheControl] of expected) {
      const answer = await fetch(`${baseURL}${path}`);
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get("cache-control"), path).toBe(cacheControl);
      expect(answer.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      await answer.body?.cancel();
    }
    const head = await fetch(`${baseURL}/cart`, { method: "HEAD" });
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");

    const health = await fetch(`${baseURL}/api/v2/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(health.headers.get("content-type")).toMatch(/^application\/json/u);
  });
});

describe("addresses with a trailing slash", () => {
  const noFollow = (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}${path}`, { redirect: "manual", ...init });

  it("moves a page's address with a trailing slash to the one without, keeping the query", async () => {
    for (const [path, location] of [
      ["/company/", "/company"],
      ["/company/?a=1&b=two", "/company?a=1&b=two"],
      ["/company/support/", "/company/support"],
      ["/company///", "/company"],
      ["/no/such/page/", "/no/such/page"],
    ]) {
      const answer = await noFollow(path!);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("location"), path).toBe(location);
    }
    const head = await noFollow("/company/", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect((await noFollow("/")).status).toBe(200);
  });

  it("never moves a visitor to another site through leading slashes", async () => {
    for (const path of ["//evil.example/", "///evil.example/", "//evil.example/path/?q=1"]) {
      const answer = await rawRequest(baseURL, path);
      expect(answer.status, path).toBe(301);
      const location = answer.headers.location ?? "";
      expect(location, path).toMatch(/^\/[^/\\]/u);
      expect(new URL(location, baseURL).origin, path).toBe(new URL(baseURL).origin);
    }
    // A backslash would be read as a slash by browsers: such a path is refused outright.
    const backslash = await rawRequest(baseURL, "/\\evil.example/");
    expect(backslash.status).toBe(400);
  });

  it("leaves API addresses as they are", async () => {
    const get = await noFollow("/api/v2/health/");
    expect(get.status).toBe(404);
    expect(((await get.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const post = await noFollow("/api/v2/app-store/list-apps-from-store/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});

describe("the HTTPS redirect (FORCE_HTTPS=1) behind one trusted proxy", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSiteProcess({
      environment: { FORCE_HTTPS: "1", TRUSTED_PROXY_HOPS: "1" },
      // Every other path moves to HTTPS, which this test server does not speak.
      readyPath: "/api/v2/health",
    });
  });
  afterAll(() => site?.stop());

  it("moves plain-HTTP requests to HTTPS, keeping the method of writes", async () => {
    const host = "www.workcraft.example";
    const page = await rawRequest(site.url, "/company?a=1", {
      headers: { host, "x-forwarded-proto": "http" },
    });
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`https://${host}/company?a=1`);

    // A request that did not come through the proxy is plain HTTP too.
    const direct = await rawRequest(site.url, "/", { headers: { host } });
    expect(direct.status).toBe(301);
    expect(direct.headers.location).toBe(`https://${host}/`);

    const write = await rawRequest(site.url, "/api/v2/roadmap/list", {
      method: "POST",
      headers: { host, "x-forwarded-proto": "http", "content-type": "application/json" },
    });
    expect(write.status).toBe(308);
    expect(write.headers.location).toBe(`https://${host}/api/v2/roadmap/list`);
  });

  it("believes only the protocol the trusted proxy wrote", async () => {
    const host = "www.workcraft.example";
    const secure = await rawRequest(site.url, "/company", {
      headers: { host, "x-forwarded-proto": "https" },
    });
    expect(secure.status).toBe(200);
    // The client wrote "https"; the proxy appended what it saw: "http".
    const forged = await rawRequest(site.url, "/company", {
      headers: { host, "x-forwarded-proto": "https, http" },
    });
    expect(forged.status).toBe(301);
  });

  it("lets a load balancer's plain-HTTP health check through", async () => {
    const health = await rawRequest(site.url, "/api/v2/health", {
      headers: { "x-forwarded-proto": "http" },
    });
    expect(health.status).toBe(200);
  });
});
