import { z } from "zod";
import { appDetailsSchema } from "./AppDetails/appDetailsSchema";
import { appGridSchema } from "./AppGrid/appGridSchema";
import { appSearchSchema } from "./AppSearch/appSearchSchema";
import { appStoreSchema } from "./AppStore/appStoreSchema";
import { articleHeaderSchema } from "./ArticleHeader/articleHeaderSchema";
import { callToActionSchema } from "./CallToAction/callToActionSchema";
import { contentListSchema } from "./ContentList/contentListSchema";
import { downloadsSchema } from "./Downloads/downloadsSchema";
import { faqSchema } from "./FAQ/faqSchema";
import { featureBlockSchema } from "./FeatureBlock/featureBlockSchema";
import { featureGridSchema } from "./FeatureGrid/featureGridSchema";
import { heroSchema } from "./Hero/heroSchema";
import { leadFormSchema } from "./LeadForm/leadFormSchema";
import { pricingPlansSchema } from "./PricingPlans/pricingPlansSchema";
import { richTextSchema } from "./RichText/richTextSchema";
import { roadmapSchema } from "./Roadmap/roadmapSchema";
import { stepsSchema } from "./Steps/stepsSchema";
import { templateDetailsSchema } from "./TemplateDetails/templateDetailsSchema";
import { templateGridSchema } from "./TemplateGrid/templateGridSchema";
import { testimonialSchema } from "./Testimonial/testimonialSchema";

/** Every block a page may hold, told apart by `type`; each has its own props schema. */
export const blockSchema = z.discriminatedUnion("type", [
  heroSchema,
  featureGridSchema,
  featureBlockSchema,
  stepsSchema,
  faqSchema,
  callToActionSchema,
  testimonialSchema,
  richTextSchema,
  articleHeaderSchema,
  contentListSchema,
  appGridSchema,
  appStoreSchema,
  appSearchSchema,
  templateGridSchema,
  pricingPlansSchema,
  roadmapSchema,
  leadFormSchema,
  downloadsSchema,
  appDetailsSchema,
  templateDetailsSchema,
]);

/** A block as a content file declares it. */
export type Block = z.output<typeof blockSchema>;
export type BlockType = Block["type"];
/** The props of the block of type `T`, as declared. */
export type BlockProps<T extends BlockType> = Extract<Block, { type: T }>["props"];
