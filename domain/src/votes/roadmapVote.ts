/** One roadmap app's votes: the count and whether this visitor has voted already. */
export interface RoadmapVoteRecord {
  votes: number;
  wasVoted: boolean;
}

/** Roadmap vote records by app key. */
export type RoadmapVotes = Readonly<Record<string, RoadmapVoteRecord>>;

/**
 * Raises the count by one and marks the record voted, only the first time. A second vote
 * returns the very same record, so callers can tell by identity that nothing changed.
 */
export function vote(record: RoadmapVoteRecord): RoadmapVoteRecord {
  if (record.wasVoted) return record;
  return { votes: record.votes + 1, wasVoted: true };
}

/** Votes for one app of a set of records; an unknown key or a second vote returns the same set. */
export function voteFor(votes: RoadmapVotes, appKey: string): RoadmapVotes {
  const record = votes[appKey];
  if (!record) return votes;
  const voted = vote(record);
  return voted === record ? votes : { ...votes, [appKey]: voted };
}

/** The spec's initial roadmap vote counts by app key. */
export const INITIAL_ROADMAP_VOTE_COUNTS = {
  eSignature: 250,
  "document-management": 140,
  "e-learning": 168,
  "employee-satisfaction": 23,
  "feedback-survey": 51,
  recruitment: 68,
  employees: 120,
} as const;

/** An app of the roadmap, by its key. */
export type RoadmapKey = keyof typeof INITIAL_ROADMAP_VOTE_COUNTS;

/** Whether `key` names an app of the roadmap. */
export function isRoadmapKey(key: string): key is RoadmapKey {
  return Object.hasOwn(INITIAL_ROADMAP_VOTE_COUNTS, key);
}

/** Initial records: the spec's counts, nobody has voted yet. */
export function initialRoadmapVotes(): RoadmapVotes {
  return Object.fromEntries(
    Object.entries(INITIAL_ROADMAP_VOTE_COUNTS).map(([key, votes]) => [
      key,
      { votes, wasVoted: false },
    ]),
  );
}
