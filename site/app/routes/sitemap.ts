import { allSitePages } from "../content/sitePages.server";
import { absoluteUrl } from "../config/site";
import { studioPagesContext } from "../content/studioPages.server";
import type { Route } from "./+types/sitemap";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/gu, (character) => `&#${character.charCodeAt(0)};`);
}

/** `/sitemap.xml`: every public page, the Studio's published ones too, with the day it last changed where it has one. */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = allSitePages().map(({ path, page }) => ({
    path,
    changed: page.listing?.updated ?? page.listing?.date,
  }));
  const studio = context.get(studioPagesContext);
  for (const { path, publishedAt } of studio ? await studio.list() : []) {
    entries.push({ path, changed: publishedAt.toISOString().slice(0, 10) });
  }
  const urls = entries.map(({ path, changed }) => {
    const lastModified = changed ? `<lastmod>${changed}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastModified}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
