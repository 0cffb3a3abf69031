import type { SiteOwnedPaths } from "@workcraft/domain/rules";
import type { StudioListedPage, StudioPageWeight, StudioSitePage } from "@workcraft/domain/schemas";

/** A problem of a page's document, by the field it concerns (`meta.title`, `blocks.2.props.title`). */
export interface StudioPageProblem {
  field: string;
  message: string;
}

/**
 * What the site knows of its pages, for publishing a Studio page by the same rules as the build.
 * The site's server gives it to `createApi` (the API does not import the site, which depends on
 * it); the tests give a small one of their own.
 */
export interface StudioPageRules {
  /** Every problem of a page's document (`{ meta, layout?, listing?, blocks }`); none when valid. */
  problems(page: unknown): StudioPageProblem[];
  /** Who owns a path when a content file or a catalogue page does ("a content file", "the app store"), else null. */
  ownerOf(path: string): string | null;
  /**
   * The site's own routes and file folders, which no Studio page may take nor any redirect answer
   * for: the site's server reads them from its build (its route config and its files).
   */
  siteOwnedPaths: SiteOwnedPaths;
  /** A valid page's title (`meta.title`), or null when it has none. */
  titleOf(page: unknown): string | null;
  /** The titles of the site's file and catalogue pages, each with its page's path. */
  siteTitles(): Map<string, string>;
  /** The site's file and catalogue pages, by path, with their titles. */
  sitePages(): StudioSitePage[];
  /** A file or catalogue page as content JSON (`{ meta, blocks, … }`), or null for none. */
  pageContentAt(path: string): Record<string, unknown> | null;
  /** Each content collection's pages as the site's lists show them. */
  listedPages(): Record<string, StudioListedPage[]>;
  /**
   * What a page's document weighs at `path` as the server would send it to a phone, or null
   * when it cannot be shown; with `arm`, as a visitor in that arm of an experiment on `path` is
   * sent it (the document in place of the page's own, whichever kind of page is there). Only a
   * server with a build weighs (the renderer's rules alone do not).
   */
  weigh?(
    path: string,
    page: Record<string, unknown>,
    arm?: WeighedArm,
  ): Promise<StudioPageWeighing | null>;
}

/** The arm of an experiment a variant is weighed in: its experiment's id, 1 for variant B, … */
export interface WeighedArm {
  experimentId: string;
  arm: number;
}

/**
 * The rules the site's renderer knows by itself: all but its own paths and weighing, which its
 * server adds from its build.
 */
export type StudioPageContentRules = Omit<StudioPageRules, "siteOwnedPaths" | "weigh">;

/** A page's weight as the site's server measures it: each part but the revision weighed. */
export type StudioPageWeighing = Omit<StudioPageWeight, "revision">;
