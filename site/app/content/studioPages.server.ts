import { createContext, type RouterContextProvider } from "react-router";
import type { ListablePage } from "./collections";
import { pageSchema } from "./pageSchema";
import type { SitePage } from "./sitePages";
import { listableStudioPages, type ListedStudioPage } from "./studioListings";

/** A page the Studio published: its address, the version shown and that version's content. */
export interface PublishedStudioPage {
  path: string;
  /** The published version's id: a new publish is a new id. */
  version: number;
  /** The content page as the Studio wrote it (the format of `site/content/*.json`). */
  content: unknown;
  publishedAt: Date;
  /**
   * Set when this is not the published page but what a preview link shows (a draft, or one
   * version): the page then tells search engines not to index it, and its reader that it is one.
   */
  previewUntil?: Date;
}

/** The arm of an experiment a visitor is shown at a page (see `StudioPageReader.armAt`). */
export interface ShownArm {
  experimentId: string;
  /** 0 for the control (the page as it is), 1 for variant B, … */
  arm: number;
  /** A variant's page content (the format of `site/content/*.json`); none for the control. */
  content?: unknown;
  /**
   * The experiment has ended and this variant is every visitor's page (kept over a content file's
   * page until a deploy changes the file): nothing of it is reported or counted.
   */
  kept?: true;
}

/** How the page route reads the Studio's published pages (the server gives it the database's). */
export interface StudioPageReader {
  /** The page published at `path`, if any. */
  find(path: string): Promise<PublishedStudioPage | null>;
  /** Every published page, for the sitemap and the site's lists. */
  list(): Promise<ListedStudioPage[]>;
  /**
   * The arm of the experiment running at `path` that this render shows, if one runs there: a
   * variant's content then replaces the page's own, whichever kind of page it is.
   */
  armAt?(path: string): ShownArm | undefined;
}

/**
 * Where the server puts its reader for the page route. Exported by the renderer's entry
 * (`entry.server.tsx`): the server and the renderer are separate bundles, and a context is
 * known by its object.
 */
export const studioPagesContext = createContext<StudioPageReader | null>(null);

/** A published Studio page as the site's pages are: `source` says where it comes from. */
export function studioSitePage(published: PublishedStudioPage): SitePage | undefined {
  const parsed = pageSchema.safeParse(published.content);
  if (!parsed.success) {
    // Checked when it was published; a later change of a block's rules may refuse it now.
    console.error(
      `[studio] the page published at ${published.path} (version ${published.version}) no longer passes the page schema: ${parsed.error.message}`,
    );
    return undefined;
  }
  return { path: published.path, page: parsed.data, source: "studio" };
}

/**
 * The Studio's published pages as the site's lists show them, when the server reads the
 * Studio's; none while prerendering.
 */
export async function studioListedPages(
  context: Readonly<RouterContextProvider>,
): Promise<ListablePage[]> {
  const reader = context.get(studioPagesContext);
  return reader ? listableStudioPages(await reader.list()) : [];
}
