import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { resolveImage } from "../../blockFields/resolveImage";
import {
  actionSchema,
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";
import { imageSchema } from "../../blockFields/imageField";

/** One feature told in a heading, a paragraph and a picture beside it. */
export const featureBlockPropsSchema = z.strictObject({
  title: titleField,
  description: descriptionField,
  headingLevel: headingLevelField,
  background: backgroundField,
  image: imageSchema,
  imagePosition: z.enum(["left", "right"]).optional(),
  link: actionSchema.optional(),
});

/** The Feature with picture block. */
export const featureBlockBlock = defineBlock({
  type: "FeatureBlock",
  label: "Feature with picture",
  category: "Content",
  description: "One feature with a picture beside it.",
  props: featureBlockPropsSchema,
  example: {
    title: "For enterprise consultants: ERP projects in weeks",
    description:
      "Start each client from a template, shape it with the builder and hand over a workspace the client's own team can change. Bill for your expertise, not for months of configuration.",
    image: {
      name: "kanban-board/feature-1",
      alt: "A project board with columns for each stage and task cards waiting in them",
    },
    imagePosition: "right",
    link: { label: "Workcraft for consultants", href: "/products-enterprise-consultant" },
  },
  resolve: (props) => ({ ...props, image: resolveImage(props.image) }),
});
