/**
 * One roadmap app's votes: the count and whether this visitor has voted already; once the app
 * has shipped, the day the Studio announced it (an ISO timestamp) and voting is closed.
 */
export interface RoadmapVoteRecord {
  votes: number;
  wasVoted: boolean;
  launchedAt?: string | undefined;
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

/**
 * The store's coming-soon apps, which visitors vote for on their own pages (beyond the spec,
 * which counts votes for the roadmap's apps only): each starts with no votes. A test holds this
 * list equal to the catalogue's coming-soon apps.
 */
export const COMING_SOON_APP_KEYS = [
  "lead-management",
  "online-surveys",
  "sms-marketing",
  "whatsapp-marketing",
] as const;

/** The votes each app a visitor may vote for starts with: the spec's, and none for the store's. */
export const START_VOTES = {
  ...INITIAL_ROADMAP_VOTE_COUNTS,
  ...(Object.fromEntries(COMING_SOON_APP_KEYS.map((key) => [key, 0])) as Record<
    (typeof COMING_SOON_APP_KEYS)[number],
    0
  >),
};

/** An app a visitor may vote for and ask to be told about: a roadmap app or a coming-soon one. */
export type RoadmapKey = keyof typeof START_VOTES;

/** Every app a visitor may vote for, the roadmap's first. */
export const ROADMAP_KEYS = Object.keys(START_VOTES) as [RoadmapKey, ...RoadmapKey[]];

/** Whether `key` names an app a visitor may vote for. */
export function isRoadmapKey(key: string): key is RoadmapKey {
  return Object.hasOwn(START_VOTES, key);
}

/** Initial records: the start counts, nobody has voted yet, nothing shipped. */
export function initialRoadmapVotes(): RoadmapVotes {
  return Object.fromEntries(
    Object.entries(START_VOTES).map(([key, votes]) => [key, { votes, wasVoted: false }]),
  );
}
