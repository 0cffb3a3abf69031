import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { scriptHashSource } from "./contentSecurityPolicy";

/** An inline `<script>` element: its attributes and its text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/giu;
/** Script types a browser runs; any other (`application/ld+json`) is data, which CSP leaves be. */
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The text of every inline script a browser would run in `html`, exactly as written, which is
 * what a CSP hash is computed over. Scripts loaded by `src` are left out: `'self'` allows them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/iu.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/iu.exec(attributes)?.[1] ?? "";
    if (RUNNABLE_TYPES.has(type.toLowerCase())) scripts.push(text);
  }
  return scripts;
}

/**
 * The inline scripts of `html` that its renderer wrote itself, known by `mark`, the nonce it was
 * given for this one render (never shown to anyone before the render), and `html` without the
 * mark. A script that came into the page some other way (through a page's content, say) does not
 * carry the mark, so a policy of these scripts' hashes does not allow it.
 */
export function markedInlineScripts(
  html: string,
  mark: string,
): { html: string; scripts: string[] } {
  const attribute = ` nonce="${mark}"`;
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (
      attributes.includes(attribute) &&
      inlineScripts(`<script${attributes}>${text}</script>`).length
    ) {
      scripts.push(text);
    }
  }
  return { html: html.replaceAll(attribute, ""), scripts };
}

/**
 * The hash sources of the inline scripts of every prerendered page under `clientDir`, by the
 * HTML file's path (as the static file server joins it).
 *
 * Why hashes, computed here at start: a prerendered page is a file that must stay the same for
 * every visitor, so it can be served precompressed, revalidated by ETag, or put on a CDN; a
 * nonce would mean rewriting (and recompressing) the page on every request. React Router's
 * inline scripts differ from page to page (each holds its page's data), so each page gets its
 * own list. Reading the files the server is about to serve, rather than a list the build wrote,
 * means the hashes always match what is sent: a few hundred files take tens of milliseconds,
 * once, and each request is then one map look-up.
 */
export function prerenderedPageScriptHashes(clientDir: string): Map<string, string[]> {
  const hashes = new Map<string, string[]>();
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const path = join(clientDir, file);
    const scripts = new Set(inlineScripts(readFileSync(path, "utf8")));
    hashes.set(path, [...scripts].map(scriptHashSource));
  }
  return hashes;
}

/**
 * The addresses of the prerendered pages under `clientDir` (`/blog` for `blog/index.html`) and
 * of their data files (`/blog.data`), which a link in the browser opens a page with.
 */
export function prerenderedPagePaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const name = file.split(sep).join("/");
    if (name === "index.html") paths.add("/");
    else if (name.endsWith("/index.html")) paths.add(`/${name.slice(0, -"/index.html".length)}`);
    else if (name.endsWith(".data")) paths.add(`/${name}`);
  }
  return paths;
}
