import { metaPublishingProblems } from "@workcraft/domain/rules";
import type { StudioPageProblem, StudioPageRules } from "@workcraft/api";
import { siteMetaDefaults } from "../config/brand";
import { pageSchema } from "./pageSchema";
import { allSitePages, sitePageAt } from "./sitePages.server";

/**
 * The build's rules for a page the Studio publishes: the page schema (every block's props),
 * the meta that search engines show (the same messages as the build), and which paths and
 * titles the site's file and catalogue pages already have. The server gives them to the API.
 */
export const studioPageRules: StudioPageRules = {
  problems(page: unknown): StudioPageProblem[] {
    const parsed = pageSchema.safeParse(page);
    if (!parsed.success) {
      return parsed.error.issues.map((issue) => ({
        field: issue.path.join(".") || "(the page)",
        message: issue.message,
      }));
    }
    return metaPublishingProblems(parsed.data.meta, siteMetaDefaults).map((message) => ({
      field: /\bdescription\b/iu.test(message) ? "meta.description" : "meta.title",
      message,
    }));
  },
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
};
