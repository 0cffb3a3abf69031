import {
  cancelStudioScheduleCall,
  moveStudioPageCall,
  publishStudioPageCall,
  restoreStudioPageCall,
  scheduleStudioPageCall,
  unpublishStudioPageCall,
} from "@workcraft/domain/api";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import {
  moveStudioPage,
  publishStudioPage,
  unpublishStudioPage,
} from "../studio/studioPagePublishing";
import { restoreStudioPage } from "../studio/studioPages";
import { cancelStudioSchedule, scheduleStudioPage } from "../studio/studioSchedules";
import { defineEndpoint } from "./endpoint";

/*
 * What a publisher does to the Studio's pages: publish, unpublish, restore, move, schedule and
 * cancel a schedule. Each is written to the audit log with who did it.
 */

/**
 * `studio/pages/publish`: puts the draft at `revision` on the site as a new version; 409 for a
 * stale revision or a path a file owns, 400 for the site's problems or a title already used,
 * 503 when the server has not the site's rules.
 */
export const publishStudioPageEndpoint = defineEndpoint(
  publishStudioPageCall,
  "publish",
  (body, { database, http, studioPageRules }) =>
    publishStudioPage(database.db, studioPageRules, body, signedInStudioPerson(http).id),
);

/** `studio/pages/unpublish`: takes the page off the site; 409 when it is not on it. */
export const unpublishStudioPageEndpoint = defineEndpoint(
  unpublishStudioPageCall,
  "unpublish",
  ({ id }, { database, http }) =>
    unpublishStudioPage(database.db, id, signedInStudioPerson(http).id),
);

/** `studio/pages/restore`: copies a version into the draft and records a `restore` version. */
export const restoreStudioPageEndpoint = defineEndpoint(
  restoreStudioPageCall,
  "restore",
  ({ id, number }, { database, http }) =>
    restoreStudioPage(database.db, id, number, signedInStudioPerson(http).id),
);

/** `studio/pages/move`: another path; a published page's old one redirects to it. */
export const moveStudioPageEndpoint = defineEndpoint(
  moveStudioPageCall,
  // Moving a published page changes where the site shows it: a publisher's decision.
  "publish",
  (body, { database, http, studioPageRules }) =>
    moveStudioPage(database.db, studioPageRules, body, signedInStudioPerson(http).id),
);

/**
 * `studio/pages/schedule`: publishes (the draft at `revision`, kept as it is now) or unpublishes
 * the page at a time to come.
 */
export const scheduleStudioPageEndpoint = defineEndpoint(
  scheduleStudioPageCall,
  "schedule",
  (body, { database, http }) =>
    scheduleStudioPage(database.db, body, signedInStudioPerson(http).id),
);

/** `studio/pages/schedule-cancel`: cancels a schedule still to run; answers it. */
// Whoever may schedule may cancel a schedule, someone else's too (one made by mistake).
export const cancelStudioScheduleEndpoint = defineEndpoint(
  cancelStudioScheduleCall,
  "schedule",
  (body, { database, http }) =>
    cancelStudioSchedule(database.db, body, signedInStudioPerson(http).id),
);
