import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  actionSchema,
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";

/** A closing band that asks for one action. */
export const callToActionPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  primaryAction: actionSchema,
  secondaryAction: actionSchema.optional(),
});

export const callToActionSchema = blockOf(
  "CallToAction",
  callToActionPropsSchema,
  "CallToAction: a band that asks for one action.",
);
