export {
  INITIAL_ROADMAP_VOTE_COUNTS,
  initialRoadmapVotes,
  vote,
  voteFor,
  type RoadmapVoteRecord,
  type RoadmapVotes,
} from "./roadmapVote";
export {
  roadmapItemSchema,
  roadmapVoteRecordSchema,
  roadmapVotesSchema,
} from "./roadmapVoteSchema";
