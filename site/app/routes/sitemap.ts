import { localeOfPath, pageAlternates, type PageAlternate } from "@workcraft/domain/rules";
import { pageLocales } from "../content/pageLocales";
import { allSitePages, localesOfPage } from "../content/sitePages.server";
import { absoluteUrl, SITE_URL } from "../config/site";
import { studioPagesContext } from "../content/studioPages.server";
import type { Route } from "./+types/sitemap";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/gu, (character) => `&#${character.charCodeAt(0)};`);
}

/** A page's translations as the sitemap names them: the same set as its hreflang links. */
function alternateLinks(alternates: readonly PageAlternate[]): string {
  return alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join("");
}

/**
 * `/sitemap.xml`: every public page, the Studio's published ones too, with the day it last
 * changed where it has one, and each page's translations (`xhtml:link`, none for a page in one
 * locale only).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = allSitePages().map(({ path, page }) => ({
    path,
    changed: page.listing?.updated ?? page.listing?.date,
    alternates: pageAlternates(localeOfPath(path).pagePath, localesOfPage(path), SITE_URL),
  }));
  const studio = context.get(studioPagesContext);
  const published = studio ? await studio.list() : [];
  const publishedPaths = new Set(published.map(({ path }) => path));
  for (const { path, publishedAt } of published) {
    const { pagePath } = localeOfPath(path);
    // A Studio page's translations are the Studio's pages at the same path in other locales.
    const locales = pageLocales(pagePath, (localized) => publishedPaths.has(localized));
    entries.push({
      path,
      changed: publishedAt.toISOString().slice(0, 10),
      alternates: pageAlternates(pagePath, locales, SITE_URL),
    });
  }
  const urls = entries.map(({ path, changed, alternates }) => {
    const lastModified = changed ? `<lastmod>${changed}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastModified}${alternateLinks(alternates)}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
