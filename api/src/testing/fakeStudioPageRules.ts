import type { SiteOwnedPaths } from "@workcraft/domain/rules";
import { z } from "zod";
import type { StudioPageRules } from "../studio/studioPageRules";

/*
 * A small stand-in for the site's rules of a Studio page, for the API's tests: the API does not
 * import the site, whose server gives it the real ones.
 */

/** A small page schema standing for the site's: a title, a description, at least one block. */
const fakePageSchema = z.object({
  meta: z.object({
    title: z.string().min(1, { error: "Enter a title" }),
    description: z.string().min(1, { error: "Enter a description" }),
  }),
  listing: z.object({ title: z.string() }).optional(),
  blocks: z
    .array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }))
    .min(1, { error: "Add a block" }),
});

/** A page the fake rules accept, titled `title`. */
export const validPage = (title: string) => ({
  meta: { title, description: `All about ${title}.` },
  listing: { title: `${title} (list)` },
  blocks: [{ type: "Hero", props: { title } }],
});

/** The paths the fake site's files and catalogue own; a test may add one, as a new file would. */
export const ownedPaths = new Map<string, string>();

/** The fake site's own routes and file folders, as the site's server reads them from its build. */
export const FAKE_SITE_PATHS: SiteOwnedPaths = {
  routes: ["/cart", "/checkout", "/checkout/code", "/checkout/done", "/studio", "/studio/*"],
  folders: ["/assets", "/images"],
};

export const fakeRules: StudioPageRules = {
  problems: (page) => {
    const result = fakePageSchema.safeParse(page);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          field: issue.path.join("."),
          message: issue.message,
        }));
  },
  ownerOf: (path) => ownedPaths.get(path) ?? null,
  siteOwnedPaths: FAKE_SITE_PATHS,
  titleOf: (page) => {
    const result = fakePageSchema.safeParse(page);
    return result.success ? result.data.meta.title : null;
  },
  siteTitles: () => new Map([["Pricing", "/pricing"]]),
  sitePages: () => [{ path: "/pricing", title: "Pricing", source: "file" }],
  pageContentAt: (path) => (path === "/pricing" ? validPage("Pricing") : null),
  listedPages: () => ({
    "use-cases": [
      { id: "/use-case/crm", href: "/use-case/crm", title: "CRM", description: "Deals." },
    ],
  }),
};
