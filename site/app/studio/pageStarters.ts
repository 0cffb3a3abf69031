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

/**
 * The second feature of the starter says something else, with its picture on the other side:
 * two sections of one page never share a heading (screen readers list them by it).
 */
const SECOND_FEATURE = {
  title: "Your process, in apps your team can change",
  description:
    "Add a field, a stage or a report when the work changes: the people who do the work shape the apps, with no ticket to IT and no release to wait for.",
  image: {
    name: "kanban-board/feature-2",
    alt: "A board whose columns the team renamed and reordered for its own stages",
  },
  imagePosition: "left",
};

/** A block of this type filled with its definition's example: sensible text to write over. */
function exampleBlock(type: BlockType, place: number): StudioPageJson["blocks"][number] {
  const props = structuredClone(blockDefinitions[type].example) as Record<string, unknown>;
  const seenBefore = USE_CASE_BLOCKS.slice(0, place).includes(type);
  return {
    type,
    props: type === "FeatureBlock" && seenBefore ? { ...props, ...SECOND_FEATURE } : props,
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
    blocks: USE_CASE_BLOCKS.map((type, place) => exampleBlock(type, place)),
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
