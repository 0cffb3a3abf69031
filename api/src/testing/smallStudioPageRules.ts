import { z } from "zod";
import type { StudioPageRules } from "../studio/studioPageRules";

/*
 * A small stand-in for the site's rules of a Studio page, for the API's own tests (the API does
 * not import the site): a title, a description and at least one block, each block a type and
 * its props. No file or catalogue page owns a path but /pricing.
 */

const smallPageSchema = z.object({
  meta: z.object({
    title: z.string().min(1, { error: "Enter a title" }),
    description: z.string().min(1, { error: "Enter a description" }),
  }),
  blocks: z
    .array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }))
    .min(1, { error: "Add a block" }),
});

/** A page the small rules accept, titled `title`. */
export const smallValidPage = (title: string) => ({
  meta: { title, description: `All about ${title}.` },
  blocks: [{ type: "Hero", props: { title } }],
});

export const smallStudioPageRules: StudioPageRules = {
  problems: (page) => {
    const result = smallPageSchema.safeParse(page);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          field: issue.path.join("."),
          message: issue.message,
        }));
  },
  ownerOf: (path) => (path === "/pricing" ? "a content file" : null),
  titleOf: (page) => {
    const result = smallPageSchema.safeParse(page);
    return result.success ? result.data.meta.title : null;
  },
  siteTitles: () => new Map([["Pricing", "/pricing"]]),
  sitePages: () => [{ path: "/pricing", title: "Pricing", source: "file" }],
  pageContentAt: (path) => (path === "/pricing" ? smallValidPage("Pricing") : null),
  listedPages: () => ({}),
};
