/**
 * Bundle-size benchmark: for every prerendered page, the JS and CSS it loads, raw and as the
 * server sends them (gzip and brotli, from the precompressed files). Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PAGE_WEIGHT_BUDGETS } from "@workcraft/domain/rules";
import { pageFiles } from "../site/server/pageWeight";

const clientDir = fileURLToPath(new URL("../site/build/client/", import.meta.url));
if (!existsSync(join(clientDir, "index.html"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(file: string): Sizes {
  const content = readFileSync(file);
  const stored = (suffix: string, compress: () => Buffer) =>
    existsSync(file + suffix) ? statSync(file + suffix).size : compress().byteLength;
  return {
    raw: content.byteLength,
    gzip: stored(".gz", () => gzipSync(content, { level: 9 })),
    brotli: stored(".br", () =>
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ),
  };
}

/** Every prerendered page: `index.html` files below the client build. */
function prerenderedPages(): Array<{ path: string; file: string }> {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name === "index.html" || name.endsWith("/index.html"))
    .map((name) => ({
      path: `/${name.replace(/index\.html$/, "").replace(/\/$/, "")}`,
      file: join(clientDir, name),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The scripts and stylesheets a page's HTML asks for, as the Studio's page weight reads them. */
function assetsOf(html: string): string[] {
  const { styles, scripts } = pageFiles(html);
  return [...styles, ...scripts];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The site's budgets (the Studio weighs drafts by the same), held here by the landing page. */
const LANDING_BUDGET = { path: "/", js: PAGE_WEIGHT_BUDGETS.js, css: PAGE_WEIGHT_BUDGETS.css };
const budgetLines: string[] = [];

const rows: Array<Record<string, string | number>> = [];

for (const page of prerenderedPages()) {
  const html = readFileSync(page.file, "utf8");
  const assets = assetsOf(html).map((href) => ({
    href,
    ...sizesOf(join(clientDir, href.slice(1))),
  }));
  const total = (kind: "js" | "css", key: keyof Sizes) =>
    assets.filter((a) => a.href.endsWith(`.${kind}`)).reduce((sum, a) => sum + a[key], 0);
  const document = sizesOf(page.file);
  if (page.path === LANDING_BUDGET.path) {
    for (const kind of ["js", "css"] as const) {
      const used = total(kind, "gzip");
      const budget = LANDING_BUDGET[kind];
      budgetLines.push(
        `  ${kind.toUpperCase()} gzip ${used} bytes of ${budget} (${((used / budget) * 100).toFixed(1)}%): ` +
          (used > budget ? `OVER BUDGET by ${used - budget} bytes` : `${budget - used} bytes left`),
      );
    }
  }
  rows.push({
    page: page.path,
    "HTML br": kb(document.brotli),
    "JS files": assets.filter((a) => a.href.endsWith(".js")).length,
    "JS raw": kb(total("js", "raw")),
    "JS gzip": kb(total("js", "gzip")),
    "JS br": kb(total("js", "brotli")),
    "CSS files": assets.filter((a) => a.href.endsWith(".css")).length,
    "CSS raw": kb(total("css", "raw")),
    "CSS gzip": kb(total("css", "gzip")),
    "CSS br": kb(total("css", "brotli")),
  });
  if (process.argv.includes("--files")) {
    console.log(`\n${page.path}`);
    console.table(
      assets.map((a) => ({
        file: relative(clientDir, join(clientDir, a.href.slice(1))),
        raw: kb(a.raw),
        gzip: kb(a.gzip),
        brotli: kb(a.brotli),
      })),
    );
  }
}

console.log("\nWhat each prerendered page loads before it is interactive (fonts not counted):");
console.table(rows);
console.log(`Budget of ${LANDING_BUDGET.path} (fonts not counted):\n${budgetLines.join("\n")}`);
