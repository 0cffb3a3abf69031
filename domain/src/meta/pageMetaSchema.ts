import { z } from "zod";
import type { PageMeta } from "./pageMeta";

/** Validates a page's meta where it is declared (content files, API payloads). */
export const pageMetaSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  shareImg: z.string().min(1).optional(),
  shareImgAlt: z.string().min(1).optional(),
  ogTitle: z.string().min(1).optional(),
  ogDescription: z.string().min(1).optional(),
  twitterDescription: z.string().min(1).optional(),
  keywords: z.string().optional(),
}) satisfies z.ZodType<PageMeta>;
