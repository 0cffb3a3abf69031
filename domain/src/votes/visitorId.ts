import { isId } from "../ids/createId";

/** A UUID, the visitor id browsers were given before every id was 10 characters. */
const EARLIER_VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/**
 * Whether `value` names a roadmap visitor (`X-Visitor-Id`): a random 10-character id, as the
 * site makes now, or the UUID a returning visitor's browser kept from before, so the votes
 * that browser cast stay its own and it cannot vote again.
 */
export function isVisitorId(value: string): boolean {
  return isId(value) || EARLIER_VISITOR_ID.test(value);
}
