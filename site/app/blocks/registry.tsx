import type { ComponentType } from "react";
import type { BlockViewProps } from "./blockView";
import type { ResolvedBlockType } from "./resolvedBlock";

type BlockViewOf<T extends ResolvedBlockType> = ComponentType<BlockViewProps<T>>;

/**
 * The one map from a block's type to its view. The site, the stories and an editor share it.
 * Each view is a chunk of its own, so a page loads the code of the blocks it shows and no
 * other: the landing page does not pay for the lead form, the app details or the FAQ.
 */
const blockViewLoaders: { [T in ResolvedBlockType]: () => Promise<BlockViewOf<T>> } = {
  Hero: () => import("./Hero/HeroBlock").then((view) => view.HeroBlock),
  FeatureGrid: () => import("./FeatureGrid/FeatureGridBlock").then((view) => view.FeatureGridBlock),
  FeatureBlock: () =>
    import("./FeatureBlock/FeatureBlockBlock").then((view) => view.FeatureBlockBlock),
  Steps: () => import("./Steps/StepsBlock").then((view) => view.StepsBlock),
  FAQ: () => import("./FAQ/FAQBlock").then((view) => view.FAQBlock),
  CallToAction: () =>
    import("./CallToAction/CallToActionBlock").then((view) => view.CallToActionBlock),
  Testimonial: () => import("./Testimonial/TestimonialBlock").then((view) => view.TestimonialBlock),
  RichText: () => import("./RichText/RichTextBlock").then((view) => view.RichTextBlock),
  ArticleHeader: () =>
    import("./ArticleHeader/ArticleHeaderBlock").then((view) => view.ArticleHeaderBlock),
  ContentList: () => import("./ContentList/ContentListBlock").then((view) => view.ContentListBlock),
  AppGrid: () => import("./AppGrid/AppGridBlock").then((view) => view.AppGridBlock),
  AppStore: () => import("./AppStore/AppStoreBlock").then((view) => view.AppStoreBlock),
  AppSearch: () => import("./AppSearch/AppSearchBlock").then((view) => view.AppSearchBlock),
  TemplateGrid: () =>
    import("./TemplateGrid/TemplateGridBlock").then((view) => view.TemplateGridBlock),
  PricingPlans: () =>
    import("./PricingPlans/PricingPlansBlock").then((view) => view.PricingPlansBlock),
  Roadmap: () => import("./Roadmap/RoadmapBlock").then((view) => view.RoadmapBlock),
  LeadForm: () => import("./LeadForm/LeadFormBlock").then((view) => view.LeadFormBlock),
  Downloads: () => import("./Downloads/DownloadsBlock").then((view) => view.DownloadsBlock),
  AppDetails: () => import("./AppDetails/AppDetailsBlock").then((view) => view.AppDetailsBlock),
  TemplateDetails: () =>
    import("./TemplateDetails/TemplateDetailsBlock").then((view) => view.TemplateDetailsBlock),
};

/** Every block type the registry knows. */
export const blockTypes = Object.keys(blockViewLoaders) as ResolvedBlockType[];

// Each view is stored under its own type, so the casts below only restore what was put in.
const loadedViews = new Map<ResolvedBlockType, unknown>();

function isBlockType(type: string): type is ResolvedBlockType {
  return Object.hasOwn(blockViewLoaders, type);
}

/**
 * Loads the views of these block types (once each). A page is rendered only after the views of
 * its blocks are loaded: by its loader on the server, before hydration and by its client
 * loader in the browser, so rendering never waits and the HTML is never replaced by a fallback.
 */
export async function loadBlockViews(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter(isBlockType).filter((type) => !loadedViews.has(type));
  await Promise.all(
    missing.map(async (type) => {
      loadedViews.set(type, await blockViewLoaders[type]());
    }),
  );
}

/** The view of a block type whose view is loaded (see `loadBlockViews`). */
export function blockView<T extends ResolvedBlockType>(type: T): BlockViewOf<T> {
  const view = loadedViews.get(type);
  if (!view) throw new Error(`The view of the ${type} block was rendered before it was loaded.`);
  return view as BlockViewOf<T>;
}
