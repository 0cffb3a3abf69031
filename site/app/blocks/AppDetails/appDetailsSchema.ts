import { CATALOGUE_APPS } from "@workcraft/domain/data";
import { z } from "zod";

const appIds = CATALOGUE_APPS.map((app) => app.id) as [string, ...string[]];

/** Everything the catalogue says about one app: intro, features, figures, relations. */
export const appDetailsSchema = z
  .object({
    type: z.literal("AppDetails"),
    props: z.object({ appId: z.enum(appIds) }).strict(),
  })
  .strict()
  .describe("AppDetails: one app of the catalogue, in full.");
