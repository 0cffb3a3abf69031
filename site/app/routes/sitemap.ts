import { allSitePages } from "../content/sitePages.server";
import { absoluteUrl } from "../config/site";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/gu, (character) => `&#${character.charCodeAt(0)};`);
}

/** `/sitemap.xml`: every public page, with the day it last changed where it has one. */
export function loader() {
  const urls = allSitePages().map(({ path, page }) => {
    const changed = page.listing?.updated ?? page.listing?.date;
    const lastModified = changed ? `<lastmod>${changed}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastModified}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
