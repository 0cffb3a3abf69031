import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { appDetails } from "../../catalogue/appDetails";
import { appByIdIn } from "../../catalogue/catalogueLocale";
import { catalogueAppField } from "../../blockFields/catalogueFields";

/** Everything the catalogue says about one app: intro, features, figures, relations. */
export const appDetailsPropsSchema = z.strictObject({ appId: catalogueAppField });

/** The App details block. */
export const appDetailsBlock = defineBlock({
  type: "AppDetails",
  label: "App details",
  category: "Apps and templates",
  description: "One app of the catalogue, in full.",
  props: appDetailsPropsSchema,
  example: { appId: "dashboards" },
  resolve: ({ appId }, { locale }) => {
    const app = appByIdIn(appId, locale);
    if (!app) throw new Error(`The catalogue has no app "${appId}"`);
    return appDetails(app, locale);
  },
});
