import { BUNDLES, CATALOGUE_APPS } from "@workcraft/domain/data";
import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";

const appIds = CATALOGUE_APPS.map((app) => app.id) as [string, ...string[]];
const bundleIds = BUNDLES.map((bundle) => bundle.id) as [string, ...string[]];
const groups = [...new Set(CATALOGUE_APPS.flatMap((app) => app.groups))] as [string, ...string[]];

/** Which catalogue apps a grid shows; the cards themselves always come from the catalogue. */
export const appGridSourceSchema = z.discriminatedUnion("kind", [
  z
    .object({ kind: z.literal("store") })
    .strict()
    .describe("Every app of the store."),
  z
    .object({ kind: z.literal("bundle"), bundleId: z.enum(bundleIds) })
    .strict()
    .describe("The apps of a use case, industry or case study."),
  z
    .object({ kind: z.literal("group"), group: z.enum(groups) })
    .strict()
    .describe("The apps of one group."),
  z
    .object({ kind: z.literal("apps"), appIds: z.array(z.enum(appIds)).min(1) })
    .strict()
    .describe("These apps, in this order."),
]);
export type AppGridSource = z.output<typeof appGridSourceSchema>;

/** A grid of app cards from the catalogue. */
export const appGridPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  source: appGridSourceSchema,
});

export const appGridSchema = blockOf(
  "AppGrid",
  appGridPropsSchema,
  "AppGrid: app cards from the catalogue.",
);
