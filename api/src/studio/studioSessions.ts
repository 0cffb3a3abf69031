import {
  STUDIO_SESSION_COOKIE,
  STUDIO_SESSION_IDLE_HOURS,
  STUDIO_SESSION_MAX_HOURS,
} from "@workcraft/domain/rules";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppDatabase } from "../database";
import { studioPeople, studioSessions } from "../database/schema";
import { randomSecret, sha256 } from "../security/secrets";
import type { StudioPersonRow } from "./studioPeople";

/** How often a session's last use is written: a session in use writes at most once a minute. */
const LAST_SEEN_PRECISION_SECONDS = 60;

/** Starts a session for a person; only its token's hash is kept. Returns the token, for the cookie. */
export async function startStudioSession(db: AppDatabase, personId: string): Promise<string> {
  const token = randomSecret(32);
  await db.insert(studioSessions).values({ tokenHash: sha256(token), personId });
  return token;
}

/**
 * The person of a live session: not ended, used within the last {@link STUDIO_SESSION_IDLE_HOURS}
 * hours, started within the last {@link STUDIO_SESSION_MAX_HOURS}, of a person not disabled.
 * Using it starts the idle hours again (written at most once a minute), never the whole
 * lifetime. Undefined for any other token.
 */
export async function studioSessionPerson(
  db: AppDatabase,
  token: string,
): Promise<StudioPersonRow | undefined> {
  const tokenHash = sha256(token);
  const [live] = await db
    .select({
      person: studioPeople,
      stale: sql<boolean>`${studioSessions.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_PRECISION_SECONDS})`,
    })
    .from(studioSessions)
    .innerJoin(studioPeople, eq(studioPeople.id, studioSessions.personId))
    .where(
      and(
        eq(studioSessions.tokenHash, tokenHash),
        isNull(studioSessions.endedAt),
        isNull(studioPeople.disabledAt),
        gt(
          studioSessions.lastSeenAt,
          sql`now() - make_interval(hours => ${STUDIO_SESSION_IDLE_HOURS})`,
        ),
        gt(
          studioSessions.createdAt,
          sql`now() - make_interval(hours => ${STUDIO_SESSION_MAX_HOURS})`,
        ),
      ),
    );
  if (!live) return undefined;
  if (live.stale) {
    await db
      .update(studioSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(studioSessions.tokenHash, tokenHash),
          lt(
            studioSessions.lastSeenAt,
            sql`now() - make_interval(secs => ${LAST_SEEN_PRECISION_SECONDS})`,
          ),
        ),
      );
  }
  return live.person;
}

/** Ends the session of `token`, if it is live. */
export async function endStudioSession(db: AppDatabase, token: string): Promise<void> {
  await db
    .update(studioSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(studioSessions.tokenHash, sha256(token)), isNull(studioSessions.endedAt)));
}

/**
 * The session cookie's attributes: out of reach of the page's scripts, sent only by the site's
 * own pages (`SameSite=Strict`), for the whole site, and only over HTTPS when the request came
 * over HTTPS. It has no expiry of its own: the server ends an idle session.
 */
const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "Strict", path: "/", secure }) as const;

/** The session token the request's cookie carries, if any. */
export function studioSessionToken(c: Context): string | undefined {
  return getCookie(c, STUDIO_SESSION_COOKIE) || undefined;
}

/** Gives the browser the session's cookie. */
export function setStudioSessionCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, STUDIO_SESSION_COOKIE, token, cookieOptions(secure));
}

/** Tells the browser to forget the session's cookie. */
export function clearStudioSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, STUDIO_SESSION_COOKIE, cookieOptions(secure));
}
