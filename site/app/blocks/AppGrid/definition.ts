import { bundleById, CATALOGUE_APPS, storeApps } from "@workcraft/domain/data";
import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { appSummaries } from "../../catalogue/appSummaries";
import { frameFields } from "../../blockFields/blockFields";
import {
  catalogueAppsSourceSchema,
  type CatalogueAppsSource,
} from "../../blockFields/catalogueFields";

/** The ids of the apps a source names, in the order the grid shows them. */
function appIdsOf(source: CatalogueAppsSource): string[] {
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
  source: catalogueAppsSourceSchema,
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
  resolve: ({ source, ...props }, { locale }) => ({
    ...props,
    apps: appSummaries(appIdsOf(source), locale),
  }),
});
