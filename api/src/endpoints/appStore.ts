import { appBySlug, storeApps } from "@workcraft/domain/data";
import { getAppBySlugCall, listAppsFromStoreCall } from "@workcraft/domain/api";
import { ApiError } from "../apiError";
import { defineEndpoint } from "./endpoint";

/** `app-store/list-apps-from-store`: every app of the store, from the domain's catalogue. */
export const listAppsFromStore = defineEndpoint(listAppsFromStoreCall, () => storeApps());

/** `app-store/get-app-by-slug`: one app of the catalogue, by the slug of its store page. */
export const getAppBySlug = defineEndpoint(getAppBySlugCall, ({ slug }) => {
  const app = appBySlug(slug);
  if (!app) throw new ApiError(404, "app_not_found", `The store has no app "${slug}".`);
  return app;
});
