import type { BlockType } from "./blockDefinitions";
import type { BlockViewComponent, BlockViewEntry } from "./blockView";

/**
 * The lazy view registry: each block's view is its folder's `<Type>Block.tsx`, a chunk of its
 * own, so a page loads the code of the blocks it shows and no other (the landing page does not
 * pay for the lead form, the app details or the FAQ). The build names the same files' chunks as
 * a page's preloads (`buildAssetsPlugin.ts`). The site, the stories and an editor share it.
 */
const viewModules = import.meta.glob<BlockViewEntry>("./*/*Block.tsx", { import: "default" });

function moduleOf(type: string): string {
  return `./${type}/${type}Block.tsx`;
}

type LoadedViews = { [T in BlockType]?: { view: BlockViewComponent<T> } };
const loadedViews: LoadedViews = {};

function keep<K extends BlockType>(entry: BlockViewEntry<K>): void {
  const views: { [T in K]?: { view: BlockViewComponent<T> } } = loadedViews;
  views[entry.type] = { view: entry.view };
}

/** The block types that have a view here. */
export const viewedBlockTypes: readonly string[] = Object.keys(viewModules).flatMap((path) => {
  const match = /^\.\/(\w+)\/\1Block\.tsx$/u.exec(path);
  return match?.[1] ? [match[1]] : [];
});

async function loadView(type: string): Promise<void> {
  const load = viewModules[moduleOf(type)];
  if (!load) return;
  const entry = await load();
  if (entry.type !== type) {
    throw new Error(`${moduleOf(type)} names the view of ${entry.type}, not of ${type}`);
  }
  keep(entry);
}

/**
 * Loads the views of these block types (once each). A page is rendered only after the views of
 * its blocks are loaded: by its loader on the server, before hydration and by its client
 * loader in the browser, so rendering never waits and the HTML is never replaced by a fallback.
 */
export async function loadBlockViews(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => !Object.hasOwn(loadedViews, type));
  await Promise.all(missing.map(loadView));
}

/** The view of a block type whose view is loaded (see `loadBlockViews`). */
export function blockView<K extends BlockType>(type: K): BlockViewComponent<K> {
  const loaded = loadedViews[type];
  if (!loaded) throw new Error(`The view of the ${type} block was rendered before it was loaded.`);
  return loaded.view;
}
