import type { z } from "zod";
import { appDetailsBlock } from "./AppDetails/definition";
import { appGridBlock } from "./AppGrid/definition";
import { appSearchBlock } from "./AppSearch/definition";
import { appStoreBlock } from "./AppStore/definition";
import { articleHeaderBlock } from "./ArticleHeader/definition";
import { callToActionBlock } from "./CallToAction/definition";
import { contentListBlock } from "./ContentList/definition";
import { contentSchemaOf, keyedByType, type BlockContext } from "./defineBlock";
import { downloadsBlock } from "./Downloads/definition";
import { faqBlock } from "./FAQ/definition";
import { featureBlockBlock } from "./FeatureBlock/definition";
import { featureGridBlock } from "./FeatureGrid/definition";
import { heroBlock } from "./Hero/definition";
import { leadFormBlock } from "./LeadForm/definition";
import { pricingPlansBlock } from "./PricingPlans/definition";
import { richTextBlock } from "./RichText/definition";
import { roadmapBlock } from "./Roadmap/definition";
import { stepsBlock } from "./Steps/definition";
import { templateDetailsBlock } from "./TemplateDetails/definition";
import { templateGridBlock } from "./TemplateGrid/definition";
import { testimonialBlock } from "./Testimonial/definition";

/** Each entry's key must be its definition's type. */

/**
 * Every block a page may hold: one line per block. The content schema, the block types, the
 * server's resolver, `page.schema.json`, the stories' examples and an editor's config all come
 * from this list; each view is its folder's `<Type>Block.tsx` (`blockViews.ts`).
 *
 * Server, build, stories and editor code only: a definition holds zod schemas and catalogue
 * lookups, which a visitor's browser never loads.
 */
export const blockDefinitions = keyedByType({
  Hero: heroBlock,
  FeatureGrid: featureGridBlock,
  FeatureBlock: featureBlockBlock,
  Steps: stepsBlock,
  FAQ: faqBlock,
  CallToAction: callToActionBlock,
  Testimonial: testimonialBlock,
  RichText: richTextBlock,
  ArticleHeader: articleHeaderBlock,
  ContentList: contentListBlock,
  AppGrid: appGridBlock,
  AppStore: appStoreBlock,
  AppSearch: appSearchBlock,
  TemplateGrid: templateGridBlock,
  PricingPlans: pricingPlansBlock,
  Roadmap: roadmapBlock,
  LeadForm: leadFormBlock,
  Downloads: downloadsBlock,
  AppDetails: appDetailsBlock,
  TemplateDetails: templateDetailsBlock,
});

type Definitions = typeof blockDefinitions;
/** A block's `type`. */
export type BlockType = keyof Definitions;

/** Each block type's props as a content file declares them. */
export type BlockPropsMap = { [T in BlockType]: z.output<Definitions[T]["props"]> };
/** Each block type's props as its view receives them, looked-up data filled in. */
export type ResolvedPropsMap = { [T in BlockType]: ReturnType<Definitions[T]["resolve"]> };

/** The props of the block of type `T`, as declared. */
export type BlockProps<T extends BlockType> = BlockPropsMap[T];
/** The props of the block of type `T`, as its view receives them. */
export type ResolvedBlockProps<T extends BlockType> = ResolvedPropsMap[T];

/** A block as a content file declares it (of one of the types `K`). */
export type Block<K extends BlockType = BlockType> = {
  [T in K]: { type: T; props: BlockPropsMap[T] };
}[K];
/** A block as its view receives it: plain data, sent to the browser as JSON. */
export type ResolvedBlock<K extends BlockType = BlockType> = {
  [T in K]: { type: T; props: ResolvedPropsMap[T] };
}[K];

/** Whether a type named in a draft, a file or a form is a block type of the site. */
export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockDefinitions, type);
}

/** Every block a page may hold, told apart by `type`; each has its own props schema. */
export const blockSchema = contentSchemaOf(blockDefinitions);

/** What the resolver needs of each block type, seen through the maps above. */
type Resolvers = {
  [T in BlockType]: {
    resolve(props: BlockPropsMap[T], context: BlockContext): ResolvedPropsMap[T];
  };
};
const resolvers: Resolvers = blockDefinitions;

/** Fills in what a block looks up: pictures, catalogue apps and plans, lists of pages. */
export function resolveBlock<K extends BlockType>(
  block: Block<K>,
  context: BlockContext,
): ResolvedBlock<K> {
  return { type: block.type, props: resolvers[block.type].resolve(block.props, context) };
}
