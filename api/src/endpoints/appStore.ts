import { appBySlug, storeApps } from "@workcraft/domain/data";
import { getAppBySlugCall, listAppsFromStoreCall } from "@workcraft/domain/api";
import { isRoadmapKey } from "@workcraft/domain/rules";
import { ApiError } from "../apiError";
import { launchOf } from "../launches/launchNotices";
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

type AppAnswer = ReadyData<NonNullable<ReturnType<typeof appBySlug>>>;
const appAnswers = new Map<string, AppAnswer>();
/** The answers of coming-soon apps whose launch has been announced: available now. */
const launchedAppAnswers = new Map<string, AppAnswer>();

/**
 * `app-store/get-app-by-slug`: one app of the catalogue, by the slug of its store page. A
 * coming-soon app whose launch a Studio publisher announced is answered as available
 * (`comingSoon: false`), with no new build: only those apps cost a look at the database.
 */
export const getAppBySlug = defineEndpoint(
  getAppBySlugCall,
  "anyone",
  async ({ slug }, { database }) => {
    let answer = appAnswers.get(slug);
    if (!answer) {
      const app = appBySlug(slug);
      if (!app) throw new ApiError(404, "app_not_found", `The store has no app "${slug}".`);
      // One entry per app of the catalogue at most: only slugs it has are kept.
      answer = new ReadyData(app);
      appAnswers.set(slug, answer);
    }
    const app = appBySlug(slug)!;
    if (!app.comingSoon || !isRoadmapKey(app.id) || !(await launchOf(database.db, app.id))) {
      return answer;
    }
    let launched = launchedAppAnswers.get(slug);
    if (!launched) {
      launched = new ReadyData({ ...app, comingSoon: false });
      launchedAppAnswers.set(slug, launched);
    }
    return launched;
  },
);
