import type { StudioSitePages } from "@workcraft/domain/schemas";
import { asc, eq } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioPages } from "../database/schema";
import { draftTitle } from "./studioPages";
import type { StudioPageRules } from "./studioPageRules";

/*
 * The rest of the site as the Studio's editor sees it: every page by path (file, catalogue and
 * Studio pages), each collection's list as the site shows it, and any page's content to copy.
 */

/** The 503 of a server that was not given the site's rules (an API running alone). */
function siteRulesOf(rules: StudioPageRules | undefined): StudioPageRules {
  if (!rules) {
    throw new ApiError(
      503,
      "studio_not_set_up",
      "The Studio is not set up on this server: it needs the site's pages.",
    );
  }
  return rules;
}

/** The site's pages (a Studio page with no title yet is listed by its path) and its lists. */
export async function studioSitePages(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
): Promise<StudioSitePages> {
  const site = siteRulesOf(rules);
  const rows = await db
    .select({ path: studioPages.path, draft: studioPages.draft })
    .from(studioPages)
    .orderBy(asc(studioPages.path));
  const pages = [
    ...site.sitePages(),
    ...rows.map((row) => ({
      path: row.path,
      title: draftTitle(row.draft) ?? row.path,
      source: "studio" as const,
    })),
  ].sort((a, b) => a.path.localeCompare(b.path));
  return { pages, listed: site.listedPages() };
}

/** A page of the site as content JSON, to copy: a file or catalogue page, else a Studio draft. */
export async function studioSitePage(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
  path: string,
): Promise<{ path: string; page: Record<string, unknown> }> {
  const content = siteRulesOf(rules).pageContentAt(path);
  if (content) return { path, page: content };
  const [row] = await db
    .select({ draft: studioPages.draft })
    .from(studioPages)
    .where(eq(studioPages.path, path));
  if (!row) {
    throw new ApiError(404, "site_page_not_found", `The site has no page at ${path}.`, {
      path: ["No page of the site has this path"],
    });
  }
  return { path, page: row.draft };
}
