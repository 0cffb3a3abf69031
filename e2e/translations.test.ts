import { describe, expect, it } from "vitest";
import { baseURL } from "./browser";
import { sitemapPaths } from "./sitemap";

/*
 * The site's translations, over the whole build: every page the sitemap lists (every
 * prerendered page, pages.test.ts checks) is asked of the built server, and what it says of its
 * translations is held to the rules search engines and visitors rely on. hreflang pairs are
 * reciprocal, every alternate answers 200, the sitemap names the same alternates as the page,
 * and no page links to a translation that does not exist (a `/de/…` link to a page that is not
 * German).
 */

const LOCALE_PREFIXES = ["de", "fr"] as const;

/** One `<link rel="alternate" hreflang>` of a page, or one `xhtml:link` of the sitemap. */
interface Alternate {
  hreflang: string;
  path: string;
}

/** The value of `name` among a tag's attributes, entities decoded as far as paths need. */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, "iu").exec(tag)?.[1];
  return value?.replace(/&amp;/gu, "&");
}

/** A URL of the site as the path (and query) this server is asked for. */
function pathOf(href: string): string {
  const url = new URL(href, baseURL);
  return `${url.pathname}${url.search}`;
}

/** The hreflang links in a page's head, as `hreflang path`, sorted. */
function alternatesOf(html: string): Alternate[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b[^>]*>/giu)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"))
    .map((tag) => ({
      hreflang: attribute(tag, "hreflang")!,
      path: pathOf(attribute(tag, "href")!),
    }));
}

/** The paths a page's links lead to inside the site, without their query or fragment. */
function linkedPaths(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>/giu)]
    .map((match) => attribute(match[0], "href"))
    .filter((href): href is string => href !== undefined && /^\/(?!\/)/u.test(href))
    .map((href) => href.replace(/[?#].*$/u, ""));
}

/** The locale prefix a path is under (`/de/pricing`: de), if any. */
function prefixOf(path: string): string | undefined {
  return LOCALE_PREFIXES.find((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`));
}

/** The sitemap's alternates of each page, by its path. */
async function sitemapAlternates(): Promise<Map<string, Alternate[]>> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const byPath = new Map<string, Alternate[]>();
  for (const [entry] of xml.matchAll(/<url>[\s\S]*?<\/url>/gu)) {
    const loc = /<loc>([^<]+)<\/loc>/u.exec(entry)?.[1];
    if (!loc) continue;
    const links = [...entry.matchAll(/<xhtml:link\b[^>]*>/gu)].map(([tag]) => ({
      hreflang: attribute(tag, "hreflang")!,
      path: pathOf(attribute(tag, "href")!),
    }));
    byPath.set(pathOf(loc.replace(/&amp;/gu, "&")), links);
  }
  return byPath;
}

const sorted = (alternates: Alternate[]) =>
  alternates.map(({ hreflang, path }) => `${hreflang} ${path}`).sort();

/** What every page of the sitemap says of its translations, read once. */
const paths = await sitemapPaths();
const pages = new Map<string, { status: number; alternates: Alternate[]; links: string[] }>();
for (const path of paths) {
  const response = await fetch(`${baseURL}${path}`);
  const html = await response.text();
  pages.set(path, {
    status: response.status,
    alternates: alternatesOf(html),
    links: linkedPaths(html),
  });
}

/** Each address's status, asked of the server once. */
const statuses = new Map<string, Promise<number>>();
function statusOf(path: string): Promise<number> {
  let status = statuses.get(path);
  if (!status) {
    status = fetch(`${baseURL}${path}`).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
    statuses.set(path, status);
  }
  return status;
}

describe("the site's translations", () => {
  it("are there to check: German and French pages, with their alternates", () => {
    for (const locale of LOCALE_PREFIXES) {
      expect(paths).toContain(`/${locale}`);
      expect(paths).toContain(`/${locale}/pricing`);
    }
    expect(sorted(pages.get("/de/pricing")!.alternates)).toEqual(
      sorted([
        { hreflang: "en", path: "/pricing" },
        { hreflang: "de", path: "/de/pricing" },
        { hreflang: "fr", path: "/fr/pricing" },
        { hreflang: "x-default", path: "/pricing" },
      ]),
    );
  });

  it("name each other: every hreflang pair is reciprocal, the page's own locale among them, English the x-default", () => {
    const problems: string[] = [];
    for (const [path, { alternates }] of pages) {
      if (alternates.length === 0) continue;
      const own = alternates.find(
        (alternate) => alternate.path === path && alternate.hreflang !== "x-default",
      );
      if (!own || own.hreflang !== (prefixOf(path) ?? "en")) {
        problems.push(
          `${path}: does not name itself in its own locale among ${sorted(alternates).join(", ")}`,
        );
      }
      const english = alternates.find((alternate) => alternate.hreflang === "en");
      const fallback = alternates.find((alternate) => alternate.hreflang === "x-default");
      if (english?.path !== fallback?.path) {
        problems.push(
          `${path}: x-default ${fallback?.path} is not the English page ${english?.path}`,
        );
      }
      for (const { hreflang, path: other } of alternates) {
        if (hreflang === "x-default" || other === path) continue;
        const theirs = pages.get(other);
        if (!theirs) {
          problems.push(`${path}: names ${other} (${hreflang}), which the sitemap does not list`);
        } else if (sorted(theirs.alternates).join() !== sorted(alternates).join()) {
          problems.push(
            `${path} and ${other}: their alternates differ (${sorted(alternates).join(", ")} / ${sorted(theirs.alternates).join(", ")})`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("answer 200 from the built server, each alternate of each page", async () => {
    const alternatePaths = new Set(
      [...pages.values()].flatMap(({ alternates }) => alternates.map(({ path }) => path)),
    );
    const problems: string[] = [];
    for (const path of alternatePaths) {
      const status = await statusOf(path);
      if (status !== 200) problems.push(`${path}: status ${status}`);
    }
    expect(problems).toEqual([]);
  });

  it("are the same in the sitemap as in each page's head", async () => {
    const sitemap = await sitemapAlternates();
    const problems = paths.flatMap((path) => {
      const inSitemap = sorted(sitemap.get(path) ?? []).join(", ");
      const inPage = sorted(pages.get(path)!.alternates).join(", ");
      return inSitemap === inPage
        ? []
        : [`${path}: sitemap ${inSitemap || "none"}, page ${inPage || "none"}`];
    });
    expect(problems).toEqual([]);
  });

  it("are never linked to where they do not exist: every /de/… or /fr/… link leads to a page of that locale", async () => {
    const listed = new Set(paths);
    const problems: string[] = [];
    for (const [path, { links }] of pages) {
      for (const link of new Set(links)) {
        if (prefixOf(link) === undefined || listed.has(link)) continue;
        // Not in the sitemap: the cart and the checkout, which every locale has, or no page.
        const status = await statusOf(link);
        if (status !== 200) problems.push(`${path}: links to ${link}, status ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("are none for a page in one locale only", () => {
    const english = pages.get("/blog/building-your-first-no-code-app");
    expect(english?.status).toBe(200);
    expect(english?.alternates).toEqual([]);
  });
});
