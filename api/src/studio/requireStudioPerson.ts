import { studioRefusalMessage, type StudioAction } from "@workcraft/domain/rules";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { cameOverHttps } from "../requests/cameOverHttps";
import type { StudioPersonRow } from "./studioPeople";
import {
  clearStudioSessionCookie,
  studioSessionPerson,
  studioSessionToken,
} from "./studioSessions";

declare module "hono" {
  interface ContextVariableMap {
    /** The person signed in to the Studio by the request's cookie, as `readStudioSession` found. */
    studioPerson: StudioPersonRow | undefined;
    /** Whether the request sent a session cookie that no longer signs anyone in. */
    studioSessionEnded: boolean;
  }
}

/**
 * Reads the Studio session of every request under `studio/`: the person its cookie signs in,
 * for `requireStudioPerson` and the handlers (`signedInStudioPerson`). A cookie whose session
 * has ended is cleared. Studio answers are personal: no browser or proxy keeps a copy.
 */
export function readStudioSession(db: AppDatabase, trustedProxyHops: number): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const token = studioSessionToken(c);
    const person = token === undefined ? undefined : await studioSessionPerson(db, token);
    c.set("studioPerson", person);
    c.set("studioSessionEnded", token !== undefined && person === undefined);
    if (token !== undefined && person === undefined) {
      clearStudioSessionCookie(c, cameOverHttps(c, trustedProxyHops));
    }
    c.header("Cache-Control", "no-store");
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
}

/**
 * Lets a request through only from a person signed in to the Studio who may do `action` (any
 * signed-in person when no action is named), before its body is read: 401 without a live
 * session, 403 naming the role the action needs. Every Studio call but signing in and out
 * stands behind it; its handler then reads the person with `signedInStudioPerson`.
 */
export function requireStudioPerson(action?: StudioAction): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const person = c.get("studioPerson");
    if (!person) {
      throw c.get("studioSessionEnded")
        ? new ApiError(
            401,
            "studio_session_ended",
            "Your Studio session has ended. Sign in again with a new link.",
          )
        : new ApiError(
            401,
            "studio_sign_in_required",
            "Sign in to the Studio first: ask for a sign-in link with your e-mail address.",
          );
    }
    const refusal = action === undefined ? undefined : studioRefusalMessage(person.role, action);
    if (refusal !== undefined) throw new ApiError(403, "studio_role_needed", refusal);
    await next();
  });
}

/** The person `requireStudioPerson` let through; a handler mounted without it is a bug of ours. */
export function signedInStudioPerson(c: Context): StudioPersonRow {
  const person = c.get("studioPerson");
  if (!person) throw new Error(`${c.req.path} is mounted without requireStudioPerson.`);
  return person;
}
