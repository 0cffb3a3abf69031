import type { ComponentType } from "react";
import { AppDetailsBlock } from "./AppDetails/AppDetailsBlock";
import { AppGridBlock } from "./AppGrid/AppGridBlock";
import { ArticleHeaderBlock } from "./ArticleHeader/ArticleHeaderBlock";
import type { BlockViewProps } from "./blockView";
import { CallToActionBlock } from "./CallToAction/CallToActionBlock";
import { ContentListBlock } from "./ContentList/ContentListBlock";
import { DownloadsBlock } from "./Downloads/DownloadsBlock";
import { FAQBlock } from "./FAQ/FAQBlock";
import { FeatureBlockBlock } from "./FeatureBlock/FeatureBlockBlock";
import { FeatureGridBlock } from "./FeatureGrid/FeatureGridBlock";
import { HeroBlock } from "./Hero/HeroBlock";
import { LeadFormBlock } from "./LeadForm/LeadFormBlock";
import { PricingPlansBlock } from "./PricingPlans/PricingPlansBlock";
import type { ResolvedBlockType } from "./resolvedBlock";
import { RichTextBlock } from "./RichText/RichTextBlock";
import { RoadmapBlock } from "./Roadmap/RoadmapBlock";
import { StepsBlock } from "./Steps/StepsBlock";
import { TemplateDetailsBlock } from "./TemplateDetails/TemplateDetailsBlock";
import { TemplateGridBlock } from "./TemplateGrid/TemplateGridBlock";
import { TestimonialBlock } from "./Testimonial/TestimonialBlock";

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
