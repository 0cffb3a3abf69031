import { regexes } from "zod/v4/core";

/**
 * What an e-mail address must look like, wherever one is typed (the checkout, the one-time
 * code, the lead forms): zod's own pattern, the one `z.email()` checks. Only this table of
 * patterns is bundled, not zod.
 */
export const EMAIL_ADDRESS_PATTERN: RegExp = regexes.email;

/** Why an address is refused. */
export const EMAIL_ADDRESS_MESSAGE = "Enter a valid e-mail address, like name@company.com";

/** Why a missing address is refused. */
export const EMAIL_ADDRESS_MISSING_MESSAGE = "Enter your e-mail address";

/** Whether `text`, spaces around it aside, is an e-mail address. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS_PATTERN.test(text.trim());
}
