/**
 * Collections of content files that lists can show; each is a folder of `site/content/`. Beside
 * `defineBlock.ts`, below the block folders: the blocks' context and the List of pages both name them.
 */
export const contentCollections = [
  "blog",
  "news",
  "jobs",
  "use-cases",
  "terms",
  "documentation",
] as const;
export type ContentCollection = (typeof contentCollections)[number];
