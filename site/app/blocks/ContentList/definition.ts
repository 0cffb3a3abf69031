import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { frameFields } from "../../blockFields/blockFields";
import { contentCollections } from "../contentCollections";

/** A list of the pages of a collection, newest first when they are dated. */
export const contentListPropsSchema = z.strictObject({
  ...frameFields,
  collection: z.enum(contentCollections).describe("Which pages to list."),
  limit: z.number().int().positive().optional().describe("Show at most this many."),
});

/** The List of pages block. */
export const contentListBlock = defineBlock({
  type: "ContentList",
  label: "List of pages",
  category: "Content",
  description: "The pages of a collection (posts, news, jobs, terms…).",
  props: contentListPropsSchema,
  example: {
    title: "Open positions",
    description: "A few of the roles we are hiring for now.",
    collection: "jobs",
    limit: 3,
  },
  resolve: (props, context) => {
    const items = context.listedPages(props.collection);
    return { ...props, items: props.limit ? items.slice(0, props.limit) : items };
  },
});
