import { STUDIO_SESSION_COOKIE, type StudioRole } from "@workcraft/domain/rules";
import type { StudioPerson } from "@workcraft/domain/schemas";
import type { DatabaseHandle } from "../database";
import { addStudioPerson } from "../studio/studioPeople";
import { startStudioSession } from "../studio/studioSessions";

/** What a Studio call answered, read once. */
export interface StudioAnswer {
  status: number;
  body: {
    data?: unknown;
    error?: { code: string; message: string; fields?: Record<string, string[]> };
  };
  headers: Headers;
  /** The `Set-Cookie` headers of the answer. */
  cookies: string[];
}

/** Posts `body` to `studio/{call}` on the API at `base`, with `headers` (a cookie, an origin). */
export async function studioCall(
  base: string,
  call: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<StudioAnswer> {
  const response = await fetch(`${base}/studio/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as StudioAnswer["body"],
    headers: response.headers,
    cookies: response.headers.getSetCookie(),
  };
}

/** The `Cookie` header that carries a session token. */
export const sessionCookie = (token: string) => ({ cookie: `${STUDIO_SESSION_COOKIE}=${token}` });

/**
 * A person added straight to the database with a live session, for tests of what a signed-in
 * person may do (signing in itself is tested through its calls).
 */
export async function signedInPerson(
  database: DatabaseHandle,
  role: StudioRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@studio.example`,
): Promise<{ person: StudioPerson; headers: { cookie: string } }> {
  const person = await addStudioPerson(database.db, { email, name: `The ${role}`, role }, null);
  const token = await startStudioSession(database.db, person.id);
  return { person, headers: sessionCookie(token) };
}
