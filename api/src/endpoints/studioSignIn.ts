import {
  openStudioSignInLinkCall,
  sendStudioSignInLinkCall,
  studioSessionCall,
  studioSignOutCall,
} from "@workcraft/domain/api";
import {
  ONE_TIME_CODE_SEND_LIMITS,
  STUDIO_SIGN_IN_LINK_VALID_MINUTES,
} from "@workcraft/domain/rules";
import type { SignedInStudioPerson } from "@workcraft/domain/schemas";
import { eq } from "drizzle-orm";
import { ApiError } from "../apiError";
import { studioPeople } from "../database/schema";
import { cameOverHttps } from "../requests/cameOverHttps";
import { clientAddress, takeFromLimit, type RateLimit } from "../requests/rateLimit";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import { recordStudioAudit } from "../studio/studioAuditLog";
import { enabledStudioPersonByEmail, type StudioPersonRow } from "../studio/studioPeople";
import {
  clearStudioSessionCookie,
  endStudioSession,
  setStudioSessionCookie,
  startStudioSession,
  studioSessionToken,
} from "../studio/studioSessions";
import {
  issueStudioSignInLink,
  spendStudioSignInLink,
  studioSignInMail,
  studioSignInUrl,
} from "../studio/studioSignInLinks";
import { defineEndpoint } from "./endpoint";

/** Sign-in links one address may ask for: as often as checkout codes, one a minute and five an hour. */
export const SIGN_IN_LINK_LIMITS = ONE_TIME_CODE_SEND_LIMITS;

/** Sign-in links one network address may ask for, to any addresses: stops one script mailing many. */
export const SIGN_IN_LINKS_PER_CLIENT: RateLimit = { max: 20, windowSeconds: 60 * 60 };

/** The one answer of `studio/sign-in/send`, whether or not a link went out. */
export const SIGN_IN_LINK_SENT = {
  message: `If this address has a Studio account, a sign-in link is on its way. It is valid for ${STUDIO_SIGN_IN_LINK_VALID_MINUTES} minutes.`,
  validForMinutes: STUDIO_SIGN_IN_LINK_VALID_MINUTES,
} as const;

/** A person as the Studio greets them. */
const greeting = ({ email, name, role }: StudioPersonRow): SignedInStudioPerson => ({
  email,
  name,
  role,
});

/**
 * `studio/sign-in/send`: e-mails a sign-in link to a Studio person who may sign in. The answer
 * is the same whether or not the address has an account (or is disabled), and the limits count
 * every request, so neither tells who has one. The link points at the site's public origin
 * (`SITE_URL`), never at the request's `Host`, which its sender chooses.
 */
export const sendStudioSignInLink = defineEndpoint(
  sendStudioSignInLinkCall,
  "anyone",
  async ({ email }, { database, http, mailer, settings }) => {
    const { db } = database;
    const client = clientAddress(http);
    await takeFromLimit(db, http, `studio-sign-in:client:${client}`, SIGN_IN_LINKS_PER_CLIENT);
    await takeFromLimit(db, http, `studio-sign-in:minute:${email}`, SIGN_IN_LINK_LIMITS.perMinute);
    await takeFromLimit(db, http, `studio-sign-in:hour:${email}`, SIGN_IN_LINK_LIMITS.perHour);
    const sent = await db.transaction(async (tx) => {
      const person = await enabledStudioPersonByEmail(tx, email);
      if (!person) return false;
      const token = await issueStudioSignInLink(tx, person.id);
      const url = studioSignInUrl(settings.siteUrl, token);
      await mailer.queue(tx, studioSignInMail(person.email, person.name, url));
      return true;
    });
    if (sent) void mailer.deliverWaiting();
    return SIGN_IN_LINK_SENT;
  },
);

/**
 * `studio/sign-in/open`: spends a sign-in link and starts a session in one transaction, sets
 * its cookie and answers the person. An unknown, used or expired link is a 400 saying which;
 * a person disabled since the link was sent is a 403, and the link stays spent (the refusal is
 * answered after the transaction, not by undoing it), so it does not work once they are enabled.
 */
export const openStudioSignInLink = defineEndpoint(
  openStudioSignInLinkCall,
  "anyone",
  async ({ token }, { database, http, settings }) => {
    const signedIn = await database.db.transaction(async (tx) => {
      const personId = await spendStudioSignInLink(tx, token);
      const [person] = await tx.select().from(studioPeople).where(eq(studioPeople.id, personId));
      if (!person || person.disabledAt !== null) return null;
      const sessionToken = await startStudioSession(tx, person.id);
      await recordStudioAudit(tx, { personId: person.id, action: "sign-in", subject: person.id });
      return { person, sessionToken };
    });
    if (!signedIn) {
      throw new ApiError(
        403,
        "studio_person_disabled",
        "Your Studio access has been turned off. Ask a Studio admin to turn it on again.",
      );
    }
    const { person, sessionToken } = signedIn;
    setStudioSessionCookie(http, sessionToken, cameOverHttps(http, settings.trustedProxyHops));
    return greeting(person);
  },
);

/** `studio/session`: the person signed in (behind `requireStudioPerson()`). */
export const studioSession = defineEndpoint(studioSessionCall, "signed-in", (_body, { http }) =>
  greeting(signedInStudioPerson(http)),
);

const SIGNED_OUT = { signedOut: true } as const;

/**
 * `studio/sign-out`: ends the request's session, if it has one, and clears its cookie. Signing
 * out twice, or signed out already, answers the same.
 */
export const studioSignOut = defineEndpoint(
  studioSignOutCall,
  "anyone",
  async (_body, { database, http, settings }) => {
    const token = studioSessionToken(http);
    if (token === undefined) return SIGNED_OUT;
    await endStudioSession(database.db, token);
    // A cookie of an ended session is cleared already, as the session was read.
    if (!http.get("studioSessionEnded")) {
      clearStudioSessionCookie(http, cameOverHttps(http, settings.trustedProxyHops));
    }
    return SIGNED_OUT;
  },
);
