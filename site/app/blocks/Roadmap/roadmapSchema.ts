import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";

/** The roadmap's apps with their votes. */
export const roadmapPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
});

export const roadmapSchema = blockOf(
  "Roadmap",
  roadmapPropsSchema,
  "Roadmap: the apps we may build next, with their votes.",
);
