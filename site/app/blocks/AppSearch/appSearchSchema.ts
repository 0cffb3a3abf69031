import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";

/** A search box that leads into the app store with the words typed. */
export const appSearchPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
});

export const appSearchSchema = blockOf(
  "AppSearch",
  appSearchPropsSchema,
  "AppSearch: a search box that opens the app store's list of every app, searched for the words typed.",
);
