import {
  askLaunchNoticeCall,
  confirmLaunchNoticeCall,
  unsubscribeLaunchNoticesCall,
} from "@workcraft/domain/api";
import { DEFAULT_LOCALE, LAUNCH_NOTICE_CONFIRMATION_HOURS } from "@workcraft/domain/rules";
import {
  askForLaunchNotice,
  confirmLaunchNotice,
  unsubscribeFromLaunchNotices,
} from "../launches/launchNotices";
import { clientAddress, takeFromLimit, type RateLimit } from "../requests/rateLimit";
import { readOneClickUnsubscribe } from "../requests/readOneClickUnsubscribe";
import { defineEndpoint } from "./endpoint";

/** Launch notices one network address may ask for, to any addresses: stops one script mailing many. */
export const LAUNCH_NOTICE_ASKS_PER_CLIENT: RateLimit = { max: 20, windowSeconds: 60 * 60 };

/** Launch notices one e-mail address may be asked for, whoever asks: stops mailing one person much. */
export const LAUNCH_NOTICE_ASKS_PER_ADDRESS: RateLimit = { max: 10, windowSeconds: 60 * 60 };

/** The one answer of `launch-notices/ask`, whether or not a mail went out. */
const ASKED = { asked: true, validForHours: LAUNCH_NOTICE_CONFIRMATION_HOURS } as const;

/**
 * `launch-notices/ask`: e-mails a link confirming that the address wants to hear when the app
 * ships (the visitor ticked the consent box). The answer is the same whether a mail went out,
 * the address had asked or confirmed already, or is on the suppression list, and the limits
 * count every request, so none of them tells who asked. An app that has shipped is a 409.
 */
export const askLaunchNotice = defineEndpoint(
  askLaunchNoticeCall,
  "anyone",
  async ({ key, email, locale }, { database, http, mailer, settings }) => {
    const { db } = database;
    const client = clientAddress(http);
    await takeFromLimit(db, http, `launch-notice:client:${client}`, LAUNCH_NOTICE_ASKS_PER_CLIENT);
    await takeFromLimit(db, http, `launch-notice:address:${email}`, LAUNCH_NOTICE_ASKS_PER_ADDRESS);
    const written = await askForLaunchNotice(db, mailer, settings.siteUrl, {
      key,
      email,
      locale: locale ?? DEFAULT_LOCALE,
    });
    if (written) void mailer.deliverWaiting();
    return ASKED;
  },
);

/**
 * `launch-notices/confirm`: confirms the address of a confirmation link, once. A wrong link is a
 * 404, a used one a 409, an expired one a 410, each saying so in words a person reads.
 */
export const confirmLaunchNoticeEndpoint = defineEndpoint(
  confirmLaunchNoticeCall,
  "anyone",
  async ({ token }, { database }) => ({
    key: await confirmLaunchNotice(database.db, token),
    confirmed: true as const,
  }),
);

/**
 * `launch-notices/unsubscribe`: no launch mail goes to the link's address again. The site's page
 * posts `{ token }`; a mail client's one-click button posts `List-Unsubscribe=One-Click` with
 * the token in the query (RFC 8058). No sign-in; a forged token changes nothing (404).
 */
export const unsubscribeLaunchNotices = defineEndpoint(
  unsubscribeLaunchNoticesCall,
  "anyone",
  async ({ token }, { database }) => {
    await unsubscribeFromLaunchNotices(database.db, token);
    return { unsubscribed: true as const };
  },
  { readBody: readOneClickUnsubscribe },
);
