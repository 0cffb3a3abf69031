import { CATALOGUE_APPS } from "@workcraft/domain/data";
import { z } from "zod";
import { blockOf } from "../blockOf";

const appIds = CATALOGUE_APPS.map((app) => app.id) as [string, ...string[]];

/** Everything the catalogue says about one app: intro, features, figures, relations. */
export const appDetailsPropsSchema = z.object({ appId: z.enum(appIds) });

export const appDetailsSchema = blockOf(
  "AppDetails",
  appDetailsPropsSchema,
  "AppDetails: one app of the catalogue, in full.",
);
