/** Buckets a visitor falls into, per experiment: shares are honoured to 1 in 10,000. */
export const ASSIGNMENT_BUCKETS = 10_000;

/**
 * A 32-bit hash of `text`: FNV-1a over its UTF-16 code units, then MurmurHash3's finaliser, so
 * ids one character apart land far apart. The same on every server copy and every run.
 */
export function assignmentHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The bucket (0 to 9,999) of `visitorId` in `experimentId`: its own for each experiment. */
export function assignmentBucket(experimentId: string, visitorId: string): number {
  return assignmentHash(`${experimentId}:${visitorId}`) % ASSIGNMENT_BUCKETS;
}

/**
 * The arm (0 is the control) of `visitorId` in `experimentId`, for arms with these shares of the
 * visitors (in any unit: `[1, 1]` is 50/50). Decided by the ids alone, so the visitor keeps the
 * arm on every visit and from every server copy, and nothing needs storing to remember it.
 */
export function assignArm(
  experimentId: string,
  visitorId: string,
  split: readonly number[],
): number {
  const total = split.reduce((sum, share) => sum + share, 0);
  if (split.length === 0 || !(total > 0))
    throw new RangeError("An experiment's split needs at least one share above zero.");
  const point = (assignmentBucket(experimentId, visitorId) + 0.5) / ASSIGNMENT_BUCKETS;
  let reached = 0;
  for (const [arm, share] of split.entries()) {
    reached += share / total;
    if (point < reached) return arm;
  }
  return split.length - 1;
}
