import type { Action } from "../../blockFields/blockFields";

/*
 * A link's address as the Studio checks it while it is typed: a page of the site (a path that
 * starts with one slash), a full https:// address, or a mail address (`mailto:`), which
 * `actionSchema` accepts too.
 */

/** What the Studio says under an address it cannot use. */
export const ADDRESS_PROBLEM =
  "Use a page of the site, starting with / (/pricing), or a full address starting with https://.";

/** Whether an address is a path of the site: one leading slash, no spaces. */
export function isSitePath(address: string): boolean {
  return /^\/(?!\/)\S*$/u.test(address);
}

/** Whether an address is a full https:// address with a host. */
export function isHttpsAddress(address: string): boolean {
  if (!address.startsWith("https://") || /\s/u.test(address)) return false;
  try {
    return new URL(address).hostname !== "";
  } catch {
    return false;
  }
}

/** Whether an address is a mail link with an address in it. */
export function isMailAddress(address: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+$/u.test(address);
}

/** Whether a link may lead here: a page of the site, an https:// address or a mail link. */
export function isLinkAddress(address: string): boolean {
  return isSitePath(address) || isHttpsAddress(address) || isMailAddress(address);
}

/** What is wrong with an address, or nothing (an empty one is only missing: its field says so). */
export function addressProblem(address: string): string | undefined {
  return address === "" || isLinkAddress(address) ? undefined : ADDRESS_PROBLEM;
}

/** A link's value: its text and address, or nothing when both are empty (a link taken away). */
export function linkValueOf(label: string, href: string): Action | undefined {
  return label === "" && href === "" ? undefined : { label, href };
}
