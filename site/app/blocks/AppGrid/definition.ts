import { BUNDLES, bundleById, CATALOGUE_APPS, storeApps } from "@workcraft/domain/data";
import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { appSummaries } from "../../catalogue/appSummaries";
import { frameFields } from "../../blockFields/blockFields";

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

/** The ids of the apps a source names, in the order the grid shows them. */
function appIdsOf(source: AppGridSource): string[] {
  switch (source.kind) {
    case "store":
      return storeApps().map((app) => app.id);
    case "bundle": {
      const bundle = bundleById(source.bundleId);
      return bundle ? [...bundle.bundleAppsIds, ...bundle.freeAppsIds] : [];
    }
    case "group":
      return CATALOGUE_APPS.filter((app) => app.groups.includes(source.group)).map((app) => app.id);
    case "apps":
      return source.appIds;
  }
}

/** A grid of app cards from the catalogue. */
export const appGridPropsSchema = z.strictObject({
  ...frameFields,
  source: appGridSourceSchema,
});

/** The App cards block. */
export const appGridBlock = defineBlock({
  type: "AppGrid",
  label: "App cards",
  category: "Apps and templates",
  description: "App cards from the catalogue.",
  props: appGridPropsSchema,
  example: {
    title: "Productivity",
    description:
      "Boards, project channels and to-do lists that keep the team's work next to the orders and deals it is about.",
    source: { kind: "group", group: "productivity" },
  },
  resolve: ({ source, ...props }) => ({ ...props, apps: appSummaries(appIdsOf(source)) }),
});
