import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { storeListing } from "../../catalogue/storeEntries";
import { frameFields } from "../../blockFields/blockFields";

/** The whole store: search as you type, filters, and each app with its Add to cart button. */
export const appStorePropsSchema = z.strictObject({
  ...frameFields,
});

/** The App store block. */
export const appStoreBlock = defineBlock({
  type: "AppStore",
  label: "App store",
  category: "Apps and templates",
  description: "Every app of the store, searchable and filterable, with Add to cart.",
  props: appStorePropsSchema,
  example: {
    title: "Every app in the store",
    description:
      "Search by name or what an app does, filter by group, industry, use case, department, tier or price, and add apps to your cart. Apps marked Coming soon are in development and cannot be bought yet.",
  },
  resolve: (props, { locale }) => ({ ...props, ...storeListing(locale) }),
});
