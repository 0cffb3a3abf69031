import { absoluteUrl } from "../config/site";

/** `/robots.txt`: everything may be crawled but the API; the sitemap lists the pages. */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
