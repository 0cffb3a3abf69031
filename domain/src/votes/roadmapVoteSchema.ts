import { z } from "zod";
import type { RoadmapItem } from "../data/roadmap";
import { INITIAL_ROADMAP_VOTE_COUNTS, type RoadmapVoteRecord } from "./roadmapVote";

/** Validates one roadmap vote record. */
export const roadmapVoteRecordSchema = z.object({
  votes: z.number().int().nonnegative(),
  wasVoted: z.boolean(),
  launchedAt: z.iso.datetime().optional(),
}) satisfies z.ZodType<RoadmapVoteRecord>;

/** Validates the records of every roadmap app by key. */
export const roadmapVotesSchema = z.record(z.string().min(1), roadmapVoteRecordSchema);

/** Validates a roadmap item of the catalogue. */
export const roadmapItemSchema = z.object({
  key: z.enum(Object.keys(INITIAL_ROADMAP_VOTE_COUNTS) as [RoadmapItem["key"]]),
  name: z.string().min(1),
  description: z.string().min(1),
  votes: z.number().int().nonnegative(),
}) satisfies z.ZodType<RoadmapItem>;
