import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";

/** Cards of the catalogue's templates, with their monthly price and number of apps. */
export const templateGridPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
});

export const templateGridSchema = blockOf(
  "TemplateGrid",
  templateGridPropsSchema,
  "TemplateGrid: the catalogue's templates.",
);
