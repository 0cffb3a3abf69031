import { blockDefinitions, type BlockType } from "../blocks/blockDefinitions";
import type { StudioPageJson } from "./pageData";

/** The blocks of a use-case page, top to bottom, as the site's use-case files have them. */
const USE_CASE_BLOCKS: readonly BlockType[] = [
  "Hero",
  "AppGrid",
  "FeatureBlock",
  "FeatureBlock",
  "FAQ",
  "CallToAction",
  "LeadForm",
];

/** A block of this type filled with its definition's example: sensible text to write over. */
function exampleBlock(type: BlockType): StudioPageJson["blocks"][number] {
  return {
    type,
    props: structuredClone(blockDefinitions[type].example) as Record<string, unknown>,
  };
}

/** A page titled `title` with no block yet: a draft to build up (it cannot be published empty). */
export function newBlankPage(title: string): StudioPageJson {
  return { meta: { title, description: "" }, blocks: [] };
}

/**
 * A use-case page titled `title`, every block filled with its example: valid as it stands, so
 * the editor starts from a page that could be published and rewrites its words.
 */
export function newUseCasePage(title: string): StudioPageJson {
  return {
    meta: {
      title,
      description: `${title}: the apps, boards and forms a team needs, in one workspace with the orders, deals and documents the work is about.`,
    },
    blocks: USE_CASE_BLOCKS.map(exampleBlock),
  };
}

/**
 * A copy of a page's content, retitled: a title is unique across the site, and a list's title
 * of the page it copies would name the other page.
 */
export function copiedPage(page: Record<string, unknown>, title: string): StudioPageJson {
  const copy = structuredClone(page) as Record<string, unknown>;
  const meta = (copy.meta ?? {}) as Record<string, unknown>;
  const listing = copy.listing as Record<string, unknown> | undefined;
  const restOfListing = { ...listing };
  delete restOfListing.title;
  return {
    ...copy,
    meta: { ...meta, title },
    ...(listing ? { listing: restOfListing } : {}),
    blocks: Array.isArray(copy.blocks) ? (copy.blocks as StudioPageJson["blocks"]) : [],
  };
}
