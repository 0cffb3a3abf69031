import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";

/** The whole store: search as you type, filters, and each app with its Add to cart button. */
export const appStorePropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
});

export const appStoreSchema = blockOf(
  "AppStore",
  appStorePropsSchema,
  "AppStore: every app of the store, searchable and filterable, with Add to cart.",
);
