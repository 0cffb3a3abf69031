import type { StudioPageContentRules } from "@workcraft/api";
import { pageSchema } from "./pageSchema";
import { contentCollections } from "../blocks/contentCollections";
import { listedPage } from "./blockContext";
import { pageProblems } from "./pageProblems";
import { allSitePages, sitePageAt } from "./sitePages.server";
import { collectionPages } from "./collections";

/**
 * The build's rules for a page the Studio publishes: the page schema (every block's props),
 * the meta that search engines show (the same messages as the build), and which paths and
 * titles the site's file and catalogue pages already have. The server adds the site's own paths
 * (from its route config and files) and gives them to the API.
 */
export const studioPageRules: StudioPageContentRules = {
  problems: pageProblems,
  ownerOf(path: string): string | null {
    const owner = sitePageAt(path);
    if (!owner) return null;
    return owner.source === "catalogue" ? "a catalogue page" : `the content file ${owner.source}`;
  },
  titleOf(page: unknown): string | null {
    const parsed = pageSchema.safeParse(page);
    return parsed.success ? parsed.data.meta.title : null;
  },
  siteTitles(): Map<string, string> {
    return new Map(allSitePages().map(({ path, page }) => [page.meta.title, path]));
  },
  sitePages() {
    return allSitePages().map(({ path, page, source }) => ({
      path,
      title: page.meta.title,
      source: source === "catalogue" ? ("catalogue" as const) : ("file" as const),
    }));
  },
  pageContentAt(path: string) {
    const found = sitePageAt(path);
    return found ? { ...found.page } : null;
  },
  listedPages() {
    const pages = allSitePages();
    return Object.fromEntries(
      contentCollections.map((collection) => [
        collection,
        collectionPages(pages, collection).map(listedPage),
      ]),
    );
  },
};
