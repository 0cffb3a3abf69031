import { ONE_TIME_CODE_SEND_LIMITS, ONE_TIME_CODE_VALID_MINUTES } from "@workcraft/domain/rules";
import { checkOneTimeCodeCall, sendOneTimeCodeCall } from "@workcraft/domain/api";
import { and, eq, isNull } from "drizzle-orm";
import { issueAccessToken } from "../checkout/accessTokens";
import { checkOneTimeCode, issueOneTimeCode, oneTimeCodeMail } from "../checkout/oneTimeCodes";
import { checkouts } from "../database/schema";
import { clientAddress, takeFromLimit, type RateLimit } from "../requests/rateLimit";
import { defineEndpoint } from "./endpoint";

/** Codes one network address may ask for, to any addresses: stops one script mailing many. */
export const CODE_SENDS_PER_ADDRESS: RateLimit = { max: 20, windowSeconds: 60 * 60 };

/** The one answer of `otp/send`, whether or not a code went out. */
export const CODE_SENT = {
  message: `If this address started the checkout, a code is on its way. It is valid for ${ONE_TIME_CODE_VALID_MINUTES} minutes.`,
  validForMinutes: ONE_TIME_CODE_VALID_MINUTES,
} as const;

/**
 * `otp/send`: e-mails a new code for a checkout to the address it was started with. The answer
 * is the same whether or not the address and checkout match, and the limits (one a minute and
 * five an hour per e-mail address, twenty an hour per network address) count every request,
 * so neither tells who has a checkout. The mail is written to the outbox in the same
 * transaction as the code, and delivered after the answer.
 */
export const sendOneTimeCode = defineEndpoint(
  sendOneTimeCodeCall,
  "anyone",
  async ({ email, checkoutId, locale }, { database, http, mailer }) => {
    const { db } = database;
    await takeFromLimit(db, http, `otp:address:${clientAddress(http)}`, CODE_SENDS_PER_ADDRESS);
    await takeFromLimit(db, http, `otp:minute:${email}`, ONE_TIME_CODE_SEND_LIMITS.perMinute);
    await takeFromLimit(db, http, `otp:hour:${email}`, ONE_TIME_CODE_SEND_LIMITS.perHour);
    const sent = await db.transaction(async (tx) => {
      const [checkout] = await tx
        .select({ order: checkouts.order })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.id, checkoutId),
            eq(checkouts.email, email),
            isNull(checkouts.completedAt),
          ),
        );
      if (!checkout) return false;
      const code = await issueOneTimeCode(tx, checkoutId, email);
      const workspaceName = checkout.order.workspaceName.trim();
      await mailer.queue(tx, oneTimeCodeMail(email, code, workspaceName, locale));
      return true;
    });
    if (sent) void mailer.deliverWaiting();
    return CODE_SENT;
  },
);

/**
 * `otp/check`: checks the code from the e-mail (see `checkOneTimeCode`) and, when right, gives
 * the access token that `project-checkout/execute` needs, to keep in local storage.
 */
export const checkOneTimeCodeEndpoint = defineEndpoint(
  checkOneTimeCodeCall,
  "anyone",
  async ({ email, checkoutId, code }, { database }) => {
    await checkOneTimeCode(database.db, checkoutId, email, code);
    return issueAccessToken(database.db, checkoutId);
  },
);
