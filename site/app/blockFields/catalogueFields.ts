import { BUNDLES, CATALOGUE_APPS, TEMPLATES } from "@workcraft/domain/data";
import { z } from "zod";

/*
 * Fields that name things of the domain's catalogue by id. Blocks share them, so a content file
 * names an app or a template the same way everywhere and an editor offers one catalogue picker
 * for each, not a list of ids to type.
 */

const appIds = CATALOGUE_APPS.map((app) => app.id) as [string, ...string[]];
const bundleIds = BUNDLES.map((bundle) => bundle.id) as [string, ...string[]];
const appGroups = [...new Set(CATALOGUE_APPS.flatMap((app) => app.groups))] as [
  string,
  ...string[],
];
const templateIds = [...new Set(TEMPLATES.map((template) => template.id))] as [string, ...string[]];

/** One app of the catalogue, by id. */
export const catalogueAppField = z.enum(appIds);

/** One template of the catalogue, by id. */
export const catalogueTemplateField = z.enum(templateIds);

/** Which catalogue apps a block shows; the cards themselves always come from the catalogue. */
export const catalogueAppsSourceSchema = z.discriminatedUnion("kind", [
  z
    .object({ kind: z.literal("store") })
    .strict()
    .describe("Every app of the store."),
  z
    .object({ kind: z.literal("bundle"), bundleId: z.enum(bundleIds) })
    .strict()
    .describe("The apps of a use case, industry or case study."),
  z
    .object({ kind: z.literal("group"), group: z.enum(appGroups) })
    .strict()
    .describe("The apps of one group."),
  z
    .object({ kind: z.literal("apps"), appIds: z.array(catalogueAppField).min(1) })
    .strict()
    .describe("These apps, in this order."),
]);
export type CatalogueAppsSource = z.output<typeof catalogueAppsSourceSchema>;
