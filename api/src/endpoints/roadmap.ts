import {
  initialRoadmapVotes,
  START_VOTES,
  type RoadmapKey,
  type RoadmapVotes,
} from "@workcraft/domain/rules";
import { roadmapListCall, roadmapVoteCall } from "@workcraft/domain/api";
import { visitorIdSchema } from "@workcraft/domain/schemas";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { ApiError } from "../apiError";
import { launchedApps } from "../launches/appLaunches";
import { alreadyLaunched, launchOf } from "../launches/launchNotices";
import type { DatabaseHandle } from "../database";
import { roadmapVoteCounts, roadmapVotes } from "../database/schema";
import { fieldsOf } from "../requests/readJsonBody";
import { clientAddress, takeFromLimit, type RateLimit } from "../requests/rateLimit";
import { defineEndpoint } from "./endpoint";

/** How many votes one address may cast. */
export const VOTE_LIMIT: RateLimit = { max: 30, windowSeconds: 10 * 60 };

/** The visitor the browser names in `X-Visitor-Id`; a vote needs one. */
function visitorOf(c: Context): string {
  const result = visitorIdSchema.safeParse(c.req.header("x-visitor-id"));
  if (!result.success) {
    throw new ApiError(400, "invalid_request", "The request has no valid visitor id.", {
      "X-Visitor-Id": fieldsOf(result.error).body ?? [],
    });
  }
  return result.data;
}

/**
 * Every roadmap app's votes: the spec's start counts plus the votes cast (kept per app by the
 * database, see `roadmapVoteCounts`), and the apps this visitor voted for (by the visitor's index).
 */
async function roadmapRecords(
  { db }: DatabaseHandle,
  visitorId: string | undefined,
): Promise<RoadmapVotes> {
  const cast = await db.select().from(roadmapVoteCounts);
  const launched = await launchedApps(db);
  const mine = visitorId
    ? await db
        .select({ key: roadmapVotes.itemKey })
        .from(roadmapVotes)
        .where(eq(roadmapVotes.visitorId, visitorId))
    : [];
  const voted = new Set(mine.map((row) => row.key));
  const castByKey = new Map(cast.map((row) => [row.itemKey, row.votes]));
  return Object.fromEntries(
    Object.entries(initialRoadmapVotes()).map(([key, record]) => {
      const launchedAt = launched.get(key as RoadmapKey);
      return [
        key,
        {
          votes: record.votes + (castByKey.get(key) ?? 0),
          wasVoted: voted.has(key),
          ...(launchedAt ? { launchedAt: launchedAt.toISOString() } : {}),
        },
      ];
    }),
  );
}

/** The votes one app has now: its start count (the spec's) plus the votes cast for it, one row. */
async function votesFor({ db }: DatabaseHandle, key: RoadmapKey): Promise<number> {
  const [cast] = await db
    .select({ votes: roadmapVoteCounts.votes })
    .from(roadmapVoteCounts)
    .where(eq(roadmapVoteCounts.itemKey, key));
  return START_VOTES[key] + (cast?.votes ?? 0);
}

/**
 * `roadmap/list`: the roadmap apps' vote counts, which of them this visitor voted for, and when
 * each app that has shipped was announced.
 */
export const listRoadmap = defineEndpoint(
  roadmapListCall,
  "anyone",
  async (_body, { database, http }) => {
    const header = http.req.header("x-visitor-id");
    return roadmapRecords(database, header ? visitorOf(http) : undefined);
  },
);

/**
 * `roadmap/vote`: one vote per visitor per app, kept by the table's key even when two arrive
 * at once. A second vote changes nothing and says so (`counted: false`). An app that has
 * shipped takes no more votes (409).
 */
export const voteOnRoadmap = defineEndpoint(
  roadmapVoteCall,
  "anyone",
  async ({ key }, { database, http }) => {
    const visitorId = visitorOf(http);
    await takeFromLimit(database.db, http, `vote:address:${clientAddress(http)}`, VOTE_LIMIT);
    if (await launchOf(database.db, key)) {
      throw alreadyLaunched(key, "voting_closed", "voting for it has closed");
    }
    const inserted = await database.db
      .insert(roadmapVotes)
      .values({ itemKey: key, visitorId })
      .onConflictDoNothing()
      .returning({ key: roadmapVotes.itemKey });
    return { key, counted: inserted.length === 1, votes: await votesFor(database, key) };
  },
);
