import type { Meta } from "@storybook/react-vite";
import type { BlockHeadingLevel } from "@workcraft/design-system";
import { appBySlug } from "@workcraft/domain/data";
import { initialRoadmapVotes } from "@workcraft/domain/rules";
import { useState, type ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { expect, within } from "storybook/test";
import { defaultPageFrame, pageFrameOf, type PageFrame } from "../../site/app/stores/pageFrame";
import type { RootData } from "../../site/app/layout/rootData";
import { SiteLayout } from "../../site/app/layout/SiteLayout";
import { footerUseCaseLinks } from "../../site/app/navigation/useCaseLinks";
import { createStores } from "../../site/app/stores/createStores";
import { ProvideStores } from "../../site/app/stores/StoresProvider";
import { ShellTextProvider } from "../../site/app/i18n/ShellTextProvider";
import { loadMessageFormatting } from "../../site/app/i18n/shellText";
// Keeps the English catalogue, which the stories' frame and blocks read.
import "./siteShell";
import { blockHeadingLevel, BlockView } from "../../site/app/blocks/BlockView";
import {
  blockDefinitions,
  blockSchema,
  resolveBlock,
  type BlockType,
  type ResolvedBlock,
} from "../../site/app/blocks/blockDefinitions";
import { loadBlockViews } from "../../site/app/blocks/blockViews";
import { blockContext, resolvedBlocksOf } from "../../site/app/content/blockContext";
import { indexContent, PAGE_SCHEMA_FILE } from "../../site/app/content/contentIndex";
import { sitePages, type SitePage } from "../../site/app/content/sitePages";
import { expectImagesLoaded } from "../assets/images";
import { fakeWebsiteApi } from "./fakeWebsiteApi";

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
  headingLevel: BlockHeadingLevel;
}

function pageAt(path: string): SitePage {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`The site has no page at ${path}`);
  return page;
}

/** The first block of `type` on the page at `path` (its `occurrence`-th, counting from 0). */
export function pageBlock(path: string, type: BlockType, occurrence = 0): PageBlock {
  const page = pageAt(path);
  const matches = page.page.blocks.flatMap((block, index) =>
    block.type === type ? [{ block, index }] : [],
  );
  const match = matches[occurrence];
  if (!match) throw new Error(`${path} has no ${type} block number ${occurrence + 1}`);
  const block = resolveBlock(match.block, blockContext(pages));
  return { block, headingLevel: blockHeadingLevel(block, match.index) };
}

/**
 * The block of `type` as its definition's example declares it (an editor's default), resolved
 * as the server resolves it, below the page's first block.
 */
export function exampleBlock(type: BlockType): PageBlock {
  const block = resolveBlock(
    blockSchema.parse({ type, props: blockDefinitions[type].example }),
    blockContext(pages),
  );
  return { block, headingLevel: blockHeadingLevel(block, 1) };
}

/** The story of a block's example: it shows content, and every picture it names loads. */
export function exampleStory(type: BlockType) {
  return {
    args: exampleBlock(type),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(canvasElement.textContent?.trim()).not.toBe("");
      await expectAllPicturesLoaded(canvasElement);
    },
  };
}

/** Storybook loader: the view of the story's block, loaded as a page loads it. */
export const loadBlockView = async ({ args }: { args: PageBlock }) => {
  await Promise.all([loadBlockViews([args.block.type]), loadMessageFormatting()]);
  return {};
};

/**
 * What a block has on a page: a router (the store's search lives in the address) and the site's
 * stores (Add to cart), fresh for each story so no story sees another's cart.
 */
function SiteStores({
  children,
  frame = defaultPageFrame,
}: {
  children: ReactNode;
  frame?: PageFrame;
}) {
  const [stores] = useState(() => createStores(frame));
  return (
    <ShellTextProvider locale="en">
      <ProvideStores stores={stores}>{children}</ProvideStores>
    </ShellTextProvider>
  );
}

function SiteContext({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <SiteStores>{children}</SiteStores>
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
  return <BlockView block={block} headingLevel={headingLevel} />;
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

/** A whole page of the site, as its route shows it: its frame and its blocks, resolved, in order. */
export interface PageOfSite {
  /** Where the site publishes it. */
  path: string;
  /** The layout, footer and navigation types its content file (or the catalogue) asks for. */
  frame: PageFrame;
  blocks: ResolvedBlock[];
}

/** The page at `path`, from its content file or generated from the catalogue as the site does. */
export function sitePage(path: string): PageOfSite {
  const { page } = pageAt(path);
  return { path, frame: pageFrameOf(page), blocks: resolvedBlocksOf(page.blocks, pages) };
}

/** What the site's root route loads for every English page: its locale and the footer's use-case links. */
const rootData: RootData = {
  locale: "en",
  translatedPaths: [],
  useCases: footerUseCaseLinks(pages),
};

/** The page's blocks through the block registry: the first one's heading is the page's h1. */
function PageBlocks({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  return blocks.map((block, index) => (
    <BlockView key={index} block={block} headingLevel={blockHeadingLevel(block, index)} />
  ));
}

/**
 * One page as the site shows it: the site's own layout (skip link, header with the top menu and
 * the cart, the footer with its columns and legal links) under a router in memory at the page's
 * address, with the root route's data, and the page's blocks inside. The footer's year is the
 * stories' fixed year (Storybook's build year, `.storybook/main.ts`).
 */
export function PageStory({ path, blocks }: PageOfSite) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          id: "root",
          path: "*",
          loader: () => rootData,
          element: (
            <SiteLayout>
              <PageBlocks blocks={blocks} />
            </SiteLayout>
          ),
        },
      ],
      { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
    ),
  );
  return <RouterProvider router={router} />;
}

/**
 * The website API a page calls as it shows, answered from the catalogue: the roadmap's counts
 * (the spec's) and an app's live fields (the catalogue's), so every page renders the same.
 */
function pageApi() {
  return fakeWebsiteApi((path, body) => {
    if (path === "roadmap/list") return { status: 200, body: { data: initialRoadmapVotes() } };
    if (path === "app-store/get-app-by-slug") {
      const app = appBySlug((body as { slug?: string }).slug ?? "");
      if (app) return { status: 200, body: { data: app } };
    }
    return {
      status: 404,
      body: { error: { code: "not_found", message: "The story's API has no answer here." } },
    };
  });
}

/** What every page story's meta shares (its title stays in the story file, for the indexer). */
export const pageStoryMeta = {
  component: PageStory,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story: () => ReactNode, { args }: { args: PageOfSite }) => (
      <SiteStores frame={args.frame}>
        <Story />
      </SiteStores>
    ),
  ],
  loaders: [
    async ({ args }: { args: PageOfSite }) => {
      await Promise.all([
        loadBlockViews(args.blocks.map((block) => block.type)),
        loadMessageFormatting(),
      ]);
      return {};
    },
  ],
  beforeEach: pageApi,
  argTypes: {
    blocks: { control: false as const },
    frame: { control: false as const },
    path: { control: false as const },
  },
} satisfies Partial<Meta<typeof PageStory>>;

/**
 * The page shows in its frame, with `heading` as its one h1, each of `texts` visible, and every
 * picture loaded.
 */
export async function expectPageShown(
  root: HTMLElement,
  heading: string,
  texts: readonly string[],
): Promise<void> {
  const canvas = within(root);
  await expect(canvas.getByRole("banner")).toBeVisible();
  await expect(canvas.getByRole("main")).toBeVisible();
  await expect(canvas.getByRole("contentinfo")).toBeVisible();
  const h1s = canvas.getAllByRole("heading", { level: 1 }).map((h1) => h1.textContent?.trim());
  await expect(h1s).toEqual([heading]);
  for (const text of texts) {
    const [first] = canvas.getAllByText(text);
    await expect(first).toBeVisible();
  }
  await expectAllPicturesLoaded(root);
}
