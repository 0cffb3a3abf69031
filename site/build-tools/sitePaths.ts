import { sitePages } from "../app/content/sitePages";
import { readContent } from "./readContent";

/** Every path the build prerenders: each page of the site, the sitemap and robots.txt. */
export function prerenderPaths(): string[] {
  return [...sitePages(readContent()).map((page) => page.path), "/sitemap.xml", "/robots.txt"];
}
