import { isSitePath } from "@workcraft/domain/rules";
import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { actionLabelField, frameFields, itemIdField, listOf } from "../../blockFields/blockFields";

/** Files to download, such as the logos of the media kit. */
export const downloadsPropsSchema = z.strictObject({
  ...frameFields,
  files: listOf(
    z
      .object({
        id: itemIdField,
        label: actionLabelField("The file's name on its download link."),
        href: z
          .string()
          .refine(
            isSitePath,
            "A file path inside the site, starting with one / (/media-kit/logo.svg)",
          )
          .regex(/^\/[^?#]+\.[a-z0-9]+$/u, "A file path inside the site"),
        description: z.string().min(1),
        preview: z
          .enum(["light", "dark"])
          .optional()
          .describe("Show the file as a picture (SVG, PNG) on a light or a dark ground."),
      })
      .strict(),
  ).min(1),
});

/** The Downloads block. */
export const downloadsBlock = defineBlock({
  type: "Downloads",
  label: "Downloads",
  category: "Content",
  description: "Files to download.",
  props: downloadsPropsSchema,
  example: {
    title: "Logo files",
    description:
      "Use the logo as supplied. Each file is a vector SVG that stays sharp at any size.",
    files: [
      {
        id: "logo",
        label: "Workcraft logo",
        href: "/media-kit/workcraft-logo.svg",
        description:
          "The mark and the wordmark together, for white and light backgrounds. Use this version wherever you can.",
        preview: "light",
      },
      {
        id: "logo-inverse",
        label: "Workcraft logo, inverse",
        href: "/media-kit/workcraft-logo-inverse.svg",
        description:
          "A white wordmark and a white mark with a violet W, for dark backgrounds, the brand violet and photographs.",
        preview: "dark",
      },
      {
        id: "mark",
        label: "Workcraft mark",
        href: "/media-kit/workcraft-mark.svg",
        description:
          "The violet square with the W, for app icons, avatars and places too small for the full logo.",
        preview: "light",
      },
    ],
  },
});
