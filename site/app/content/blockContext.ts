import { DEFAULT_LOCALE, type SiteLocale } from "@workcraft/domain/rules";
import { resolveBlock, type Block, type ResolvedBlock } from "../blocks/blockDefinitions";
import type { BlockContext } from "../blocks/defineBlock";
import type { ListedPage } from "../catalogue/shownData";
import { collectionPages, type ListablePage } from "./collections";
import { listingTitle } from "./listingTitle";

/** A page as lists show it: its link, its listing title and line. */
export function listedPage({ path, page }: ListablePage): ListedPage {
  const listing = page.listing;
  return {
    id: path,
    href: path,
    title: listingTitle(page),
    description: listing?.description ?? page.meta.description,
    ...(listing?.date ? { date: listing.date } : {}),
    ...(listing?.author ? { author: listing.author } : {}),
    ...(listing?.category ? { category: listing.category } : {}),
    ...(listing?.location ? { location: listing.location } : {}),
  };
}

/** A page's blocks as its views receive them, looked up among these pages, in its locale. */
export function resolvedBlocksOf(
  blocks: readonly Block[],
  pages: readonly ListablePage[],
  locale: SiteLocale = DEFAULT_LOCALE,
): ResolvedBlock[] {
  const context = blockContext(pages, locale);
  return blocks.map((block) => resolveBlock(block, context));
}

/** What the site's blocks look up among these pages while they are resolved for `locale`. */
export function blockContext(
  pages: readonly ListablePage[],
  locale: SiteLocale = DEFAULT_LOCALE,
): BlockContext {
  return {
    listedPages: (collection) => collectionPages(pages, collection).map(listedPage),
    locale,
  };
}
