import { experimentEventsCall } from "@workcraft/domain/api";
import { assignArm } from "@workcraft/domain/rules";
import { and, eq } from "drizzle-orm";
import { experiments } from "../database/schema";
import { countBlockEvents, countExposure } from "../experiments/experimentCounts";
import { requestAudience } from "../experiments/requestAudience";
import { clientAddress, takeFromLimit, type RateLimit } from "../requests/rateLimit";
import { defineEndpoint } from "./endpoint";

/**
 * How many event calls one address may make: a page sends one every few seconds at most while
 * it is open, so this leaves room for an office behind one address, not for a flood.
 */
export const EXPERIMENT_EVENTS_LIMIT: RateLimit = { max: 600, windowSeconds: 10 * 60 };

/**
 * `experiments/events`: the blocks a counted visitor saw or clicked on a running experiment's
 * page. A visitor whose page request carried no visitor id yet (their first) is counted here,
 * in the arm their id gives, the arm the page showed them.
 */
export const countExperimentEvents = defineEndpoint(
  experimentEventsCall,
  "anyone",
  async ({ experimentId, events }, { database, http }) => {
    await takeFromLimit(
      database.db,
      http,
      `experiment-events:address:${clientAddress(http)}`,
      EXPERIMENT_EVENTS_LIMIT,
    );
    const audience = requestAudience(http);
    if (!audience.counted) return { counted: 0 };
    const [experiment] = await database.db
      .select({ split: experiments.split })
      .from(experiments)
      .where(and(eq(experiments.id, experimentId), eq(experiments.status, "running")));
    if (!experiment) return { counted: 0 };
    const { visitorId } = audience;
    await countExposure(database.db, {
      experimentId,
      visitorId,
      arm: assignArm(experimentId, visitorId, experiment.split),
    });
    return { counted: await countBlockEvents(database.db, experimentId, visitorId, events) };
  },
);
