import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  itemIdField,
  listOf,
  titleField,
} from "../../blockFields/blockFields";

/** Files to download, such as the logos of the media kit. */
export const downloadsPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  files: listOf(
    z
      .object({
        id: itemIdField,
        label: z.string().min(1),
        href: z.string().regex(/^\/[^?#]+\.[a-z0-9]+$/u, "A file path inside the site"),
        description: z.string().min(1),
        preview: z
          .enum(["light", "dark"])
          .optional()
          .describe("Show the file as a picture (SVG, PNG) on a light or a dark ground."),
      })
      .strict(),
  ).min(1),
});

export const downloadsSchema = blockOf(
  "Downloads",
  downloadsPropsSchema,
  "Downloads: files to download.",
);
