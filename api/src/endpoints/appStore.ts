import { appBySlug, storeApps } from "@workcraft/domain/data";
import {
  getAppBySlugRequestSchema,
  listAppsFromStoreRequestSchema,
} from "@workcraft/domain/schemas";
import { ApiError } from "../apiError";
import { defineEndpoint } from "./endpoint";

/** `app-store/list-apps-from-store`: every app of the store, from the domain's catalogue. */
export const listAppsFromStore = defineEndpoint({
  path: "app-store/list-apps-from-store",
  schema: listAppsFromStoreRequestSchema,
  handle: () => storeApps(),
});

/** `app-store/get-app-by-slug`: one app of the catalogue, by the slug of its store page. */
export const getAppBySlug = defineEndpoint({
  path: "app-store/get-app-by-slug",
  schema: getAppBySlugRequestSchema,
  handle: ({ slug }) => {
    const app = appBySlug(slug);
    if (!app) throw new ApiError(404, "app_not_found", `The store has no app "${slug}".`);
    return app;
  },
});
