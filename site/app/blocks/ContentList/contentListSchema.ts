import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";

/** Collections of content files that lists can show; each is a folder of `site/content/`. */
export const contentCollections = [
  "blog",
  "news",
  "jobs",
  "use-cases",
  "terms",
  "documentation",
] as const;
export type ContentCollection = (typeof contentCollections)[number];

/** A list of the pages of a collection, newest first when they are dated. */
export const contentListPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  collection: z.enum(contentCollections).describe("Which pages to list."),
  limit: z.number().int().positive().optional().describe("Show at most this many."),
});

export const contentListSchema = blockOf(
  "ContentList",
  contentListPropsSchema,
  "ContentList: the pages of a collection (posts, news, jobs, terms…).",
);
