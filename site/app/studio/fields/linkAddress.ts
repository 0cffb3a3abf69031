import { linkProblem } from "@workcraft/domain/rules";
import type { Action } from "../../blockFields/blockFields";

/*
 * A link's address as the Studio checks it while it is typed: by the domain's one link rule, the
 * rule `actionSchema` applies when the page is checked and published.
 */

/** What is wrong with an address, or nothing (an empty one is only missing: its field says so). */
export function addressProblem(address: string): string | undefined {
  return address === "" ? undefined : linkProblem(address);
}

/** A link's value: its text and address, or nothing when both are empty (a link taken away). */
export function linkValueOf(label: string, href: string): Action | undefined {
  return label === "" && href === "" ? undefined : { label, href };
}
