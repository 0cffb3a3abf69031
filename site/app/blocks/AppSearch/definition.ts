import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { frameFields } from "../../blockFields/blockFields";

/** A search box that leads into the app store with the words typed. */
export const appSearchPropsSchema = z.strictObject({
  ...frameFields,
});

/** The App search block. */
export const appSearchBlock = defineBlock({
  type: "AppSearch",
  label: "App search",
  category: "Apps and templates",
  description:
    "A search box that opens the app store's list of every app, searched for the words typed.",
  props: appSearchPropsSchema,
  example: {
    title: "Find an app",
    description: "Search every app in the store by its name or by what it does.",
    background: "subtle",
  },
});
