import { z } from "zod";
import { requiredText } from "../content/requiredText";
import type { PageMeta } from "./pageMeta";

/** Validates a page's meta where it is declared (content files, API payloads). */
export const pageMetaSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  shareImg: z.string().min(1).optional(),
  shareImgAlt: requiredText(
    "A share image's alt text says what the picture shows: write it, or leave the field out",
    "What the share image shows, for people who cannot see it.",
  ).optional(),
  ogTitle: z.string().min(1).optional(),
  ogDescription: z.string().min(1).optional(),
  twitterDescription: z.string().min(1).optional(),
  keywords: z.string().optional(),
}) satisfies z.ZodType<PageMeta>;
