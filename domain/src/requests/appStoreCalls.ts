import { z } from "zod";
import { catalogueAppSchema, storeAppSchema } from "../catalogue/catalogueSchema";
import { defineApiCall } from "./apiCall";

/** Body of `app-store/list-apps-from-store`: empty. */
export const listAppsFromStoreRequestSchema = z.object({}).strict();

/** Answer of `app-store/list-apps-from-store`: every app of the store. */
export const listAppsFromStoreResponseSchema = z.array(storeAppSchema);

/** `app-store/list-apps-from-store`: the store's apps. */
export const listAppsFromStoreCall = defineApiCall({
  method: "POST",
  path: "app-store/list-apps-from-store",
  request: listAppsFromStoreRequestSchema,
  response: listAppsFromStoreResponseSchema,
});

/** Body of `app-store/get-app-by-slug`. */
export const getAppBySlugRequestSchema = z.object({
  slug: z
    .string()
    .min(1)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, "A slug is lower-case words joined by hyphens"),
});
export type GetAppBySlugRequest = z.infer<typeof getAppBySlugRequestSchema>;

/** `app-store/get-app-by-slug`: one app of the catalogue, 404 if unknown. */
export const getAppBySlugCall = defineApiCall({
  method: "POST",
  path: "app-store/get-app-by-slug",
  request: getAppBySlugRequestSchema,
  response: catalogueAppSchema,
});
