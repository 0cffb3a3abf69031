/**
 * Bundle-size benchmark: every page of the sitemap as the production server sends it, a page the
 * Studio published from the use-case starter among them, with the JS and CSS it loads, raw and as
 * the server sends them (gzip and brotli, from the precompressed files), each against the site's
 * budgets (the Studio's weight panel weighs drafts by the same). Run after `npm run build`;
 * `--files` lists each page's files.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PAGE_WEIGHT_BUDGETS } from "@workcraft/domain/rules";
import { pageFiles } from "../site/server/pageWeight";
import { createBenchDatabase } from "./benchDatabase";
import { repoRoot, startProductionServer } from "./productionServer";
import { recordResults } from "./results";
import { publishStudioPage, STUDIO_BENCH_PATH } from "./studioPage";

const clientDir = join(repoRoot, "site/build/client");
if (!existsSync(join(clientDir, "index.html"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const kept = new Map<string, Sizes>();
function sizesOf(href: string): Sizes {
  const file = join(clientDir, href.slice(1));
  let sizes = kept.get(file);
  if (!sizes) {
    const content = readFileSync(file);
    // As the server sends it: its precompressed file, or itself where the build made none (a
    // file too small to gain from compressing).
    const stored = (suffix: string) =>
      existsSync(file + suffix) ? statSync(file + suffix).size : content.byteLength;
    sizes = { raw: content.byteLength, gzip: stored(".gz"), brotli: stored(".br") };
    kept.set(file, sizes);
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const database = await createBenchDatabase();
const server = await startProductionServer({ databaseUrl: database.url });
interface Weighed {
  path: string;
  html: number;
  js: Sizes & { files: number };
  css: Sizes & { files: number };
  files: Array<{ href: string } & Sizes>;
}
const weighed: Weighed[] = [];
try {
  await publishStudioPage(database.url, { listed: true });
  const sitemap = await (await fetch(`${server.baseURL}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gu)].map(
    ([, loc]) => new URL(loc!.replace(/&amp;/gu, "&")).pathname,
  );
  if (!paths.includes(STUDIO_BENCH_PATH)) throw new Error("The Studio page is not in the sitemap.");
  for (const path of paths) {
    const response = await fetch(`${server.baseURL}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const html = await response.text();
    const { styles, scripts } = pageFiles(html);
    const files = [...styles, ...scripts].map((href) => ({ href, ...sizesOf(href) }));
    const total = (kind: "js" | "css") => {
      const of = files.filter(({ href }) => href.endsWith(`.${kind}`));
      const sum = (key: keyof Sizes) => of.reduce((all, file) => all + file[key], 0);
      return { raw: sum("raw"), gzip: sum("gzip"), brotli: sum("brotli"), files: of.length };
    };
    weighed.push({
      path,
      html: gzipSync(html).byteLength,
      js: total("js"),
      css: total("css"),
      files,
    });
  }
} finally {
  await server.stop();
  await database.drop();
}

weighed.sort((a, b) => b.js.gzip - a.js.gzip);
console.log("\nWhat each sitemap page loads before it is interactive (fonts not counted):");
console.table(
  weighed.map((page) => ({
    page: page.path,
    "HTML gzip": kb(page.html),
    "JS files": page.js.files,
    "JS raw": kb(page.js.raw),
    "JS gzip": kb(page.js.gzip),
    "JS br": kb(page.js.brotli),
    "CSS files": page.css.files,
    "CSS gzip": kb(page.css.gzip),
  })),
);
if (process.argv.includes("--files")) {
  for (const page of weighed.slice(0, 3)) {
    console.log(`\n${page.path}`);
    console.table(
      page.files.map((file) => ({
        file: file.href,
        raw: kb(file.raw),
        gzip: kb(file.gzip),
        brotli: kb(file.brotli),
      })),
    );
  }
}

const over = (kind: "js" | "css") =>
  weighed.filter((page) => page[kind].gzip > PAGE_WEIGHT_BUDGETS[kind]);
const heaviest = (kind: "js" | "css") =>
  weighed.reduce((top, page) => (page[kind].gzip > top[kind].gzip ? page : top));
const lightest = weighed.reduce((low, page) => (page.js.gzip < low.js.gzip ? page : low));
const studio = weighed.find((page) => page.path === STUDIO_BENCH_PATH)!;
const budgetRow = (kind: "js" | "css", what: string, page: Weighed, which: string) => ({
  name: `${what} gzip, ${which} (${page.path})`,
  value: kb(page[kind].gzip),
  goal: `≤ ${kb(PAGE_WEIGHT_BUDGETS[kind])}`,
  ok: page[kind].gzip <= PAGE_WEIGHT_BUDGETS[kind],
});
const overCount = (kind: "js" | "css", what: string) => ({
  name: `${what}: sitemap pages over budget`,
  value: `${over(kind).length} of ${weighed.length}`,
  goal: "0",
  ok: over(kind).length === 0,
});
recordResults(
  "JavaScript and CSS per sitemap page",
  [
    overCount("js", "JavaScript"),
    budgetRow("js", "JavaScript", heaviest("js"), "heaviest page"),
    budgetRow("js", "JavaScript", studio, "the Studio page from the use-case starter"),
    { name: `JavaScript gzip, lightest page (${lightest.path})`, value: kb(lightest.js.gzip) },
    overCount("css", "CSS"),
    budgetRow("css", "CSS", heaviest("css"), "heaviest page"),
  ],
  [
    `Every page of the sitemap (${weighed.length}, the Studio page included) as the production server sends it, its scripts and stylesheets weighed as the precompressed files it is sent (fonts and pictures not counted).`,
    ...over("js").map((page) => `- over the JavaScript budget: ${page.path}, ${kb(page.js.gzip)}`),
  ],
);
