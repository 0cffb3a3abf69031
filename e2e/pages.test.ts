import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { baseURL } from "./browser";
import { sitemapPaths } from "./sitemap";

const clientDir = fileURLToPath(new URL("../site/build/client/", import.meta.url));

/** An attribute's or element's text as a browser reads it: entities decoded. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/giu, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/gu, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/gu, '"')
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&amp;/gu, "&");
}

function prerenderedFile(path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

describe("every page of the sitemap", () => {
  it("is prerendered and served with its own title, description, canonical link and one h1", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(60);
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const path of paths) {
      if (!existsSync(prerenderedFile(path))) problems.push(`${path}: not prerendered`);
      const response = await fetch(`${baseURL}${path}`);
      if (response.status !== 200) problems.push(`${path}: status ${response.status}`);
      const html = await response.text();
      const title = decodeEntities(/<title>([^<]*)<\/title>/u.exec(html)?.[1] ?? "");
      if (!title) problems.push(`${path}: no title`);
      if (title.length > 60) problems.push(`${path}: title over 60 characters`);
      const other = titles.get(title);
      if (other) problems.push(`${path}: same title as ${other}`);
      titles.set(title, path);
      const description = decodeEntities(
        /<meta name="description" content="([^"]*)"/u.exec(html)?.[1] ?? "",
      );
      if (description.length < 50 || description.length > 159) {
        problems.push(`${path}: description of ${description.length} characters`);
      }
      const canonical = /<link rel="canonical" href="([^"]+)"/u.exec(html)?.[1];
      if (!canonical || new URL(canonical).pathname !== path) {
        problems.push(`${path}: canonical ${canonical}`);
      }
      const h1s = html.match(/<h1[\s>]/gu)?.length ?? 0;
      if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements`);
    }
    expect(problems).toEqual([]);
  });

  it("and nothing else: the sitemap lists no 404 and no API path", async () => {
    const paths = await sitemapPaths();
    expect(paths.filter((path) => path.startsWith("/api") || path === "/404")).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("robots.txt", () => {
  it("allows crawling, keeps out of the API and names the sitemap", async () => {
    const response = await fetch(`${baseURL}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/mu);
    expect(text).toMatch(/^Disallow: \/api\/$/mu);
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/mu);
  });
});

describe("a path with no page", () => {
  it.each([
    "/no-such-page",
    "/business-app/apps/no-such-app",
    "/business-app/templates/no-such-template",
    "/use-case/no-such-use-case",
    "/terms/enterprise-resource-planning/99",
    "/legal/no-such-policy",
  ])("%s answers the 404 page with status 404", async (path) => {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toMatch(/<meta name="robots" content="noindex"/u);
  });
});

describe("structured data", () => {
  async function nodesOf(path: string): Promise<Record<string, unknown>[]> {
    const html = await (await fetch(`${baseURL}${path}`)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/gu)].flatMap(
      (match) => JSON.parse(match[1] ?? "[]") as Record<string, unknown>[],
    );
  }

  it("names the organisation on the landing page", async () => {
    const [organization] = await nodesOf("/");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Workcraft",
    });
  });

  it("describes an app with its monthly offer and the trail to it", async () => {
    const nodes = await nodesOf("/business-app/apps/investment-management");
    const app = nodes.find((node) => node["@type"] === "SoftwareApplication");
    expect(app).toMatchObject({
      name: "Investment Management",
      applicationCategory: "BusinessApplication",
      offers: { "@type": "Offer", price: 299, priceCurrency: "USD" },
    });
    const trail = nodes.find((node) => node["@type"] === "BreadcrumbList") as
      { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(trail?.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(trail?.itemListElement.at(-1)?.item).toMatch(
      /\/business-app\/apps\/investment-management$/u,
    );
  });
});

describe("share cards", () => {
  it("show an app's own picture on its page, and the site's picture elsewhere", async () => {
    const app = await (await fetch(`${baseURL}/business-app/apps/deal-flow`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/u.exec(app)?.[1] ?? "";
    expect(new URL(image).pathname).toBe("/images/apps/deal-flow/share.jpg");
    const picture = await fetch(`${baseURL}/images/apps/deal-flow/share.jpg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    const pricing = await (await fetch(`${baseURL}/pricing`)).text();
    expect(pricing).toMatch(/<meta property="og:image" content="[^"]+\/share\/workcraft\.png"/u);
  });
});
