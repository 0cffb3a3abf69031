import type { Meta } from "@storybook/react-vite";
import { createElement, useState, type ReactNode } from "react";
import { resolvePageMeta } from "@workcraft/domain/rules";
import { MemoryRouter } from "react-router";
import { expect } from "storybook/test";
import { defaultPageMeta, siteMetaDefaults } from "../../site/app/config/site";
import { defaultPageFrame } from "../../site/app/layout/pageFrame";
import { createStores } from "../../site/app/stores/createStores";
import { ProvideStores } from "../../site/app/stores/StoresProvider";
import { blockHeadingLevel, type BlockLevel } from "../../site/app/blocks/blockLevel";
import type { BlockType } from "../../site/app/blocks/blockSchema";
import { blockView, loadBlockViews } from "../../site/app/blocks/registry";
import { resolveBlock } from "../../site/app/blocks/resolveBlock.server";
import type { ResolvedBlock } from "../../site/app/blocks/resolvedBlock";
import { indexContent, PAGE_SCHEMA_FILE } from "../../site/app/content/contentIndex";
import { sitePages } from "../../site/app/content/sitePages";
import { expectImagesLoaded } from "../assets/images";

/*
 * Block stories show the site's real blocks: read from its content files (and the pages the
 * catalogue generates), resolved as the server resolves them, rendered through the same
 * registry as the site. A block that leaves a page fails its story instead of going blank.
 */

const CONTENT_FOLDER = "../../site/content/";
const contentFiles = import.meta.glob<unknown>("../../site/content/**/*.json", {
  eager: true,
  import: "default",
});
const pages = sitePages(
  indexContent(
    Object.entries(contentFiles)
      .map(([key, json]) => ({ file: key.slice(CONTENT_FOLDER.length), json }))
      .filter(({ file }) => file !== PAGE_SCHEMA_FILE),
  ),
);

/** A block of a page as the page shows it: resolved, with the heading rank it gets there. */
export interface PageBlock {
  block: ResolvedBlock;
  headingLevel: BlockLevel;
}

/** The first block of `type` on the page at `path` (its `occurrence`-th, counting from 0). */
export function pageBlock(path: string, type: BlockType, occurrence = 0): PageBlock {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`The site has no page at ${path}`);
  const matches = page.page.blocks.flatMap((block, index) =>
    block.type === type ? [{ block, index }] : [],
  );
  const match = matches[occurrence];
  if (!match) throw new Error(`${path} has no ${type} block number ${occurrence + 1}`);
  const block = resolveBlock(match.block, pages);
  return { block, headingLevel: blockHeadingLevel(block, match.index) };
}

/** Storybook loader: the view of the story's block, loaded as a page loads it. */
export const loadBlockView = async ({ args }: { args: PageBlock }) => {
  await loadBlockViews([args.block.type]);
  return {};
};

/**
 * What a block has on a page: a router (the store's search lives in the address) and the site's
 * stores (Add to cart), fresh for each story so no story sees another's cart.
 */
function SiteContext({ children }: { children: ReactNode }) {
  const [stores] = useState(() =>
    createStores(defaultPageFrame, {
      path: "/",
      meta: resolvePageMeta(defaultPageMeta, siteMetaDefaults),
    }),
  );
  return (
    <MemoryRouter>
      <ProvideStores stores={stores}>{children}</ProvideStores>
    </MemoryRouter>
  );
}

/** What every block story's meta shares (its title stays in the story file, for the indexer). */
export const blockStoryMeta = {
  component: BlockStory,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story: () => ReactNode) => (
      <SiteContext>
        <Story />
      </SiteContext>
    ),
  ],
  loaders: [loadBlockView],
  argTypes: { block: { control: false as const } },
} satisfies Partial<Meta<typeof BlockStory>>;

/** One block, rendered through the site's block registry. */
export function BlockStory({ block, headingLevel }: PageBlock) {
  // The registry's views are module-level components, looked up by type (as BlockList does).
  return createElement(blockView(block.type), { props: block.props as never, headingLevel });
}

/**
 * Loads the block's lazy pictures now (a page loads them as the visitor scrolls), so its story
 * and its screenshot hold every picture.
 */
export async function expectAllPicturesLoaded(root: HTMLElement): Promise<void> {
  for (const image of root.querySelectorAll<HTMLImageElement>("img[loading='lazy']")) {
    image.loading = "eager";
  }
  await expectImagesLoaded(root);
}

/** The block shows its heading at the rank the page gives it, and its pictures have loaded. */
export async function expectBlockShown(
  root: HTMLElement,
  { headingLevel }: PageBlock,
  heading: string,
): Promise<void> {
  const shown = [...root.querySelectorAll<HTMLElement>(`h${headingLevel}`)].map((element) =>
    element.textContent?.trim(),
  );
  await expect(shown).toContain(heading);
  await expectAllPicturesLoaded(root);
}
