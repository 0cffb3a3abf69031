import { z } from "zod";
import { ROADMAP_KEYS } from "../votes/roadmapVote";
import { roadmapVotesSchema } from "../votes/roadmapVoteSchema";
import { isVisitorId } from "../votes/visitorId";
import { defineApiCall } from "./apiCall";

/*
 * Beyond the spec: the roadmap's votes, one per visitor per app. The visitor is named by the
 * `X-Visitor-Id` header.
 */

/** Body of `roadmap/list`: empty. */
export const roadmapListRequestSchema = z.object({}).strict();

/** `roadmap/list`: every roadmap app's votes, and which of them this visitor voted for. */
export const roadmapListCall = defineApiCall({
  method: "POST",
  path: "roadmap/list",
  request: roadmapListRequestSchema,
  response: roadmapVotesSchema,
});

/** An app a visitor may vote for: a roadmap app or a coming-soon app of the store. */
export const roadmapKeySchema = z.enum(ROADMAP_KEYS, { error: "Choose an app of the roadmap" });

/** Body of `roadmap/vote`: the roadmap app to vote for. */
export const roadmapVoteRequestSchema = z.object({ key: roadmapKeySchema });
export type RoadmapVoteRequest = z.infer<typeof roadmapVoteRequestSchema>;

/** Answer of `roadmap/vote`: the app's count now, and whether this vote was the one counted. */
export const roadmapVoteResponseSchema = z.object({
  key: roadmapKeySchema,
  counted: z.boolean(),
  votes: z.number().int().nonnegative(),
});

/** `roadmap/vote`: one vote per visitor per app; a second changes nothing (`counted: false`). */
export const roadmapVoteCall = defineApiCall({
  method: "POST",
  path: "roadmap/vote",
  request: roadmapVoteRequestSchema,
  response: roadmapVoteResponseSchema,
});

const VISITOR_ID_ERROR = "Send the visitor's id, as the site made it, in X-Visitor-Id";

/**
 * The `X-Visitor-Id` a browser keeps for roadmap votes: a random 10-character id, or the UUID
 * an earlier visit stored ({@link isVisitorId}).
 */
export const visitorIdSchema = z
  .string({ error: VISITOR_ID_ERROR })
  .refine(isVisitorId, { error: VISITOR_ID_ERROR });
