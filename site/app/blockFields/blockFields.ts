import { iconNames, sectionBackgrounds } from "@workcraft/design-system/vocabulary";
import { linkSchema, requiredTextSchema } from "@workcraft/domain/schemas";
import { z } from "zod";

/*
 * The one vocabulary of block props. Every block names its parts with these fields, so a
 * marketer learns them once and a visual editor can offer the same control everywhere.
 */

/** Why the words of a link or button are refused: none, or only spaces. */
export const ACTION_LABEL_REQUIRED_MESSAGE =
  "The link's words are required: write what a visitor reads on it";

/** The words of a link or button, which a visitor (and a screen reader) reads; trimmed. */
export function actionLabelField(description: string) {
  return requiredTextSchema(ACTION_LABEL_REQUIRED_MESSAGE, description);
}

/** A link or button: its visible text and where it leads. */
export const actionSchema = z
  .object({
    label: actionLabelField("The visible text, naming where the link leads."),
    href: linkSchema.describe(
      "A path inside the site (/pricing), a full https:// URL, or a mailto: or tel: link.",
    ),
  })
  .strict();
export type Action = z.output<typeof actionSchema>;

export const titleField = z.string().min(1).describe("The block's heading.");
export const descriptionField = z
  .string()
  .min(1)
  .describe("One or two sentences under the heading.");

/** The rank of a block's heading; the first block of a page is always the page's only h1. */
export const headingLevelField = z
  .union([z.literal(2), z.literal(3)])
  .optional()
  .describe("2 (default) or 3; the page's first block always renders as its h1.");

/** Backgrounds of a content band; the design system keeps every text colour at AA on each. */
export const backgroundField = z
  .enum(sectionBackgrounds)
  .optional()
  .describe("The band's background, to alternate blocks down a page.");

/** A stable id for an item of a list, so edits and reorders keep their identity. */
export const itemIdField = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/u, "Use lower-case letters, digits and hyphens")
  .describe("A stable id of the item, unique in its list.");

export const iconField = z.enum(iconNames).describe("An icon of the design system, by name.");

/** A list whose items carry unique ids. */
export function listOf<Item extends z.ZodType<{ id: string }>>(item: Item) {
  return z.array(item).superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `The id "${entry.id}" is used twice in this list`,
        });
      }
      seen.add(entry.id);
    });
  });
}

/**
 * The fields of a block shown in a titled band (the design system's `ContentBlock`): its
 * heading, the introduction under it, the heading's rank and the band's background.
 */
export const frameFields = {
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
};
