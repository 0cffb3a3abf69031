import { announceLaunchCall, listStudioRoadmapCall } from "@workcraft/domain/api";
import { announceLaunch, studioRoadmap } from "../launches/appLaunches";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import { defineEndpoint } from "./endpoint";

/**
 * `studio/roadmap/list`: every app visitors vote for, with its votes, its confirmed subscribers
 * and how many people its announcement would mail, or when it shipped (publishers and admins).
 */
export const listStudioRoadmap = defineEndpoint(
  listStudioRoadmapCall,
  "announce-launches",
  async (_body, { database, settings }) => ({
    apps: await studioRoadmap(database.db),
    mailsPerMinute: settings.launchMailsPerMinute,
  }),
);

/**
 * `studio/roadmap/announce`: marks the app shipped and writes one launch mail per confirmed,
 * unsuppressed subscriber, in one transaction; pressed twice, or on two server copies at once,
 * the second finds it done and writes nothing. The mails then go out at the launch pace.
 */
export const announceStudioLaunch = defineEndpoint(
  announceLaunchCall,
  "announce-launches",
  async ({ key }, { database, http, mailer, settings }) => {
    const person = signedInStudioPerson(http);
    const announced = await announceLaunch(database.db, mailer, settings.siteUrl, key, person.id);
    if (announced.mailsWritten > 0) void mailer.deliverWaiting();
    return {
      key,
      launchedAt: announced.launchedAt.toISOString(),
      mailsWritten: announced.mailsWritten,
      alreadyLaunched: announced.alreadyLaunched,
    };
  },
);
