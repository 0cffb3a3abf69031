import { z } from "zod";
import { requiredTextSchema } from "../content/requiredTextSchema";
import { SHARE_IMAGE_MESSAGE, isShareImage } from "./shareImage";
import type { PageMeta } from "./pageMeta";

/** Validates a page's meta where it is declared (content files, API payloads). */
export const pageMetaSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  shareImg: z
    .string({ error: SHARE_IMAGE_MESSAGE })
    .refine(isShareImage, { error: SHARE_IMAGE_MESSAGE })
    .describe(
      "The picture of the page's share card: a catalogue picture (/images/apps/<app>/share.jpg), a library picture's JPEG (/api/v2/images/<hash>-1240.jpg) or an https:// address.",
    )
    .optional(),
  shareImgAlt: requiredTextSchema(
    "A share image's alt text says what the picture shows: write it, or leave the field out",
    "What the share image shows, for people who cannot see it.",
  ).optional(),
  ogTitle: z.string().min(1).optional(),
  ogDescription: z.string().min(1).optional(),
  twitterDescription: z.string().min(1).optional(),
  keywords: z.string().optional(),
}) satisfies z.ZodType<PageMeta>;
