import { z } from "zod";
import type { RoadmapVoteRecord } from "./roadmapVote";

/** Validates one roadmap vote record. */
export const roadmapVoteRecordSchema = z.object({
  votes: z.number().int().nonnegative(),
  wasVoted: z.boolean(),
}) satisfies z.ZodType<RoadmapVoteRecord>;

/** Validates the records of every roadmap app by key. */
export const roadmapVotesSchema = z.record(z.string().min(1), roadmapVoteRecordSchema);
