import { isLeadFormName, LEAD_FORM_HONEYPOT_FIELD, LEAD_FORM_NAMES } from "@workcraft/domain/rules";
import { sendFormCall } from "@workcraft/domain/api";
import type { Context } from "hono";
import { ApiError } from "../apiError";
import { leads } from "../database/schema";
import { countGoal, leadExperiments } from "../experiments/goalConversions";
import { clientAddress, takeFromLimit, type RateLimit } from "../requests/rateLimit";
import { defineEndpoint } from "./endpoint";

/** How many leads the API takes: from one address, and from everyone together. */
export const LEAD_LIMITS = {
  perAddress: { max: 10, windowSeconds: 10 * 60 },
  everyone: { max: 300, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

/** The answer to every accepted lead, stored or caught by the trap alike. */
export const LEAD_RECEIVED = { received: true } as const;

const MAX_USER_AGENT = 512;

/** The path of the page the form was sent from, when the browser names one of this site. */
function sendingPage(c: Context): string | null {
  const referer = c.req.header("referer");
  if (!referer) return null;
  try {
    const page = new URL(referer);
    return page.host === new URL(c.req.url).host ? page.pathname : null;
  } catch {
    return null;
  }
}

/**
 * `form-capture/send`: stores a lead from one of the site's forms with its time, page and user
 * agent, and the experiments its visitor was counted in; then counts it as the visitor's
 * conversion in the experiments whose goal it meets. A lead that fills the trap field gets the same answer and is not stored; too many
 * leads from one address, or from everyone at once, are refused with 429 and `Retry-After`.
 */
export const sendForm = defineEndpoint(
  sendFormCall,
  "anyone",
  async ({ formName, data }, { database, http }) => {
    if (!isLeadFormName(formName)) {
      throw new ApiError(400, "invalid_request", "Some fields of the request are not valid.", {
        formName: [`Unknown form; the site's forms are ${LEAD_FORM_NAMES.join(", ")}.`],
      });
    }
    await takeFromLimit(
      database.db,
      http,
      `lead:address:${clientAddress(http)}`,
      LEAD_LIMITS.perAddress,
    );
    await takeFromLimit(database.db, http, "lead:everyone", LEAD_LIMITS.everyone);
    if (data[LEAD_FORM_HONEYPOT_FIELD]) return LEAD_RECEIVED;
    await database.db.insert(leads).values({
      formName,
      data,
      page: sendingPage(http),
      userAgent: http.req.header("user-agent")?.slice(0, MAX_USER_AGENT) ?? null,
      experiments: await leadExperiments(database.db, http),
    });
    // Once the lead is kept: a count that fails costs no lead.
    await countGoal(database.db, http, { kind: "lead", formName });
    return LEAD_RECEIVED;
  },
);
