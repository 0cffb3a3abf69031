import { z } from "zod";
import { defineApiCall } from "./apiCall";

/*
 * Beyond the spec: what the Studio's editor needs to know of the rest of the site. A new page
 * starts as a copy of any page, file-based ones included; a preview lists a collection's pages
 * as the site does; a link is picked among the site's addresses. Signed in only.
 */

/** Where a page of the site comes from. */
export const SITE_PAGE_SOURCES = ["file", "catalogue", "studio"] as const;

/** One page of the site as the Studio lists it. */
export const studioSitePageSchema = z.object({
  path: z.string().min(1),
  title: z.string().min(1),
  source: z.enum(SITE_PAGE_SOURCES),
});
export type StudioSitePage = z.infer<typeof studioSitePageSchema>;

/** A page as a list of pages shows it (a `ContentList` block): its link, title and line. */
export const studioListedPageSchema = z
  .object({
    id: z.string().min(1),
    href: z.string().min(1),
    title: z.string().min(1),
    description: z.string(),
    date: z.string().optional(),
    author: z.string().optional(),
    category: z.string().optional(),
    location: z.string().optional(),
  })
  .strict();
export type StudioListedPage = z.infer<typeof studioListedPageSchema>;

/** Body of `studio/site/pages`: empty. */
export const studioSitePagesRequestSchema = z.strictObject({});

/** Answer of `studio/site/pages`: every page by path, and each collection's list. */
export const studioSitePagesResponseSchema = z.object({
  pages: z.array(studioSitePageSchema),
  /** Each collection's pages as lists show them, in the collection's order. */
  listed: z.record(z.string(), z.array(studioListedPageSchema)),
});
export type StudioSitePages = z.infer<typeof studioSitePagesResponseSchema>;

/** `studio/site/pages`: the site's pages and lists, for links, copies and previews. */
export const studioSitePagesCall = defineApiCall({
  method: "POST",
  path: "studio/site/pages",
  request: studioSitePagesRequestSchema,
  response: studioSitePagesResponseSchema,
});

/** Body of `studio/site/page`: the path of a page to copy. */
export const studioSitePageRequestSchema = z.strictObject({
  path: z
    .string({ error: "Send the path of a page of the site, like /pricing" })
    .startsWith("/", { error: "Send the path of a page of the site, like /pricing" })
    .max(300, { error: "A path is at most 300 characters" }),
});

/** Answer of `studio/site/page`: the page as a content file writes it. */
export const studioSitePageResponseSchema = z.object({
  path: z.string().min(1),
  page: z.record(z.string(), z.unknown()),
});

/** `studio/site/page`: any page of the site as content JSON, to start a copy from; 404 for none. */
export const studioSitePageCall = defineApiCall({
  method: "POST",
  path: "studio/site/page",
  request: studioSitePageRequestSchema,
  response: studioSitePageResponseSchema,
});
