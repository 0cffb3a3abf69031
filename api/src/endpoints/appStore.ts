import { appBySlug, storeApps } from "@workcraft/domain/data";
import { getAppBySlugCall, listAppsFromStoreCall } from "@workcraft/domain/api";
import { ApiError } from "../apiError";
import { ReadyData } from "../requests/readyData";
import { defineEndpoint } from "./endpoint";

/*
 * The catalogue is part of the build and never changes while the server runs: each answer is
 * serialised and compressed once, on its first request, and then sent as it is.
 */

let storeAnswer: ReadyData<ReturnType<typeof storeApps>> | undefined;

/** `app-store/list-apps-from-store`: every app of the store, from the domain's catalogue. */
export const listAppsFromStore = defineEndpoint(
  listAppsFromStoreCall,
  "anyone",
  () => (storeAnswer ??= new ReadyData(storeApps())),
);

const appAnswers = new Map<string, ReadyData<NonNullable<ReturnType<typeof appBySlug>>>>();

/** `app-store/get-app-by-slug`: one app of the catalogue, by the slug of its store page. */
export const getAppBySlug = defineEndpoint(getAppBySlugCall, "anyone", ({ slug }) => {
  let answer = appAnswers.get(slug);
  if (!answer) {
    const app = appBySlug(slug);
    if (!app) throw new ApiError(404, "app_not_found", `The store has no app "${slug}".`);
    // One entry per app of the catalogue at most: only slugs it has are kept.
    answer = new ReadyData(app);
    appAnswers.set(slug, answer);
  }
  return answer;
});
