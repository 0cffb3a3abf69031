import { baseURL } from "./browser";

/**
 * The pages the server's `/sitemap.xml` lists, as paths with their query (its URLs carry the
 * public host; the journeys ask this server for them). Fails when the sitemap does not answer, is
 * not XML or lists no page.
 */
export async function sitemapPaths(): Promise<string[]> {
  const response = await fetch(`${baseURL}/sitemap.xml`);
  if (response.status !== 200) throw new Error(`/sitemap.xml answered ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (!/xml/u.test(type)) throw new Error(`/sitemap.xml answered with Content-Type ${type}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gu)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/gu, "&"));
    return `${url.pathname}${url.search}`;
  });
  if (paths.length === 0) throw new Error("/sitemap.xml lists no page");
  return paths;
}
