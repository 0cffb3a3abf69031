import { lazy, type ComponentType } from "react";
import type { BlockViewProps } from "./blockView";
import { CallToActionBlock } from "./CallToAction/CallToActionBlock";
import { FeatureGridBlock } from "./FeatureGrid/FeatureGridBlock";
import { HeroBlock } from "./Hero/HeroBlock";
import type { ResolvedBlockType } from "./resolvedBlock";
import { RoadmapBlock } from "./Roadmap/RoadmapBlock";
import { TemplateGridBlock } from "./TemplateGrid/TemplateGridBlock";

/*
 * The landing page's blocks come with the page's code; the others load when a page shows them
 * (their HTML is prerendered, so nothing waits for them but their interactivity).
 */
const AppDetailsBlock = lazy(() =>
  import("./AppDetails/AppDetailsBlock").then((module) => ({ default: module.AppDetailsBlock })),
);
const AppGridBlock = lazy(() =>
  import("./AppGrid/AppGridBlock").then((module) => ({ default: module.AppGridBlock })),
);
const ArticleHeaderBlock = lazy(() =>
  import("./ArticleHeader/ArticleHeaderBlock").then((module) => ({
    default: module.ArticleHeaderBlock,
  })),
);
const ContentListBlock = lazy(() =>
  import("./ContentList/ContentListBlock").then((module) => ({ default: module.ContentListBlock })),
);
const DownloadsBlock = lazy(() =>
  import("./Downloads/DownloadsBlock").then((module) => ({ default: module.DownloadsBlock })),
);
const FAQBlock = lazy(() =>
  import("./FAQ/FAQBlock").then((module) => ({ default: module.FAQBlock })),
);
const FeatureBlockBlock = lazy(() =>
  import("./FeatureBlock/FeatureBlockBlock").then((module) => ({
    default: module.FeatureBlockBlock,
  })),
);
const LeadFormBlock = lazy(() =>
  import("./LeadForm/LeadFormBlock").then((module) => ({ default: module.LeadFormBlock })),
);
const PricingPlansBlock = lazy(() =>
  import("./PricingPlans/PricingPlansBlock").then((module) => ({
    default: module.PricingPlansBlock,
  })),
);
const RichTextBlock = lazy(() =>
  import("./RichText/RichTextBlock").then((module) => ({ default: module.RichTextBlock })),
);
const StepsBlock = lazy(() =>
  import("./Steps/StepsBlock").then((module) => ({ default: module.StepsBlock })),
);
const TemplateDetailsBlock = lazy(() =>
  import("./TemplateDetails/TemplateDetailsBlock").then((module) => ({
    default: module.TemplateDetailsBlock,
  })),
);
const TestimonialBlock = lazy(() =>
  import("./Testimonial/TestimonialBlock").then((module) => ({ default: module.TestimonialBlock })),
);

/** The one map from a block's type to its view. The site, the stories and an editor share it. */
export const blockViews: { [T in ResolvedBlockType]: ComponentType<BlockViewProps<T>> } = {
  Hero: HeroBlock,
  FeatureGrid: FeatureGridBlock,
  FeatureBlock: FeatureBlockBlock,
  Steps: StepsBlock,
  FAQ: FAQBlock,
  CallToAction: CallToActionBlock,
  Testimonial: TestimonialBlock,
  RichText: RichTextBlock,
  ArticleHeader: ArticleHeaderBlock,
  ContentList: ContentListBlock,
  AppGrid: AppGridBlock,
  TemplateGrid: TemplateGridBlock,
  PricingPlans: PricingPlansBlock,
  Roadmap: RoadmapBlock,
  LeadForm: LeadFormBlock,
  Downloads: DownloadsBlock,
  AppDetails: AppDetailsBlock,
  TemplateDetails: TemplateDetailsBlock,
};
