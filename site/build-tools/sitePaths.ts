import { sitePages } from "../app/content/sitePages";
import { readContent } from "./readContent";

/**
 * Every path the build prerenders: each page of the site and robots.txt. The sitemap is rendered
 * on request, as it lists the pages the Studio published since.
 */
export function prerenderPaths(): string[] {
  return [...sitePages(readContent()).map((page) => page.path), "/robots.txt"];
}
