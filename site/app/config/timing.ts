/**
 * The site's UI timings, in one place (spec section 9). Each is in milliseconds.
 */

/** The update-check worker registers when the browser is idle, or after this long at the latest. */
export const UPDATE_CHECK_REGISTER_DEADLINE_MS = 30_000;

/** How often an open, visible page asks the server whether a new version was deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The company-identification script loads this long after the app starts. */
export const COMPANY_IDENTIFICATION_SCRIPT_DELAY_MS = 500;

/** The consent script loads this long after the app starts. */
export const CONSENT_SCRIPT_DELAY_MS = 10_000;
