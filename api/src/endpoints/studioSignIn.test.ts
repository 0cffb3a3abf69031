import { STUDIO_SESSION_COOKIE } from "@workcraft/domain/rules";
import { desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  mailOutbox,
  rateLimitCounters,
  studioAuditLog,
  studioPeople,
  studioSessions,
  studioSignInLinks,
} from "../database/schema";
import { sha256 } from "../security/secrets";
import { DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { useServedApi } from "../testing/servedApi";
import { sessionCookie, studioCall, type StudioAnswer } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";
import { addStudioPerson } from "../studio/studioPeople";
import { SIGN_IN_LINK_SENT, SIGN_IN_LINKS_PER_CLIENT } from "./studioSignIn";

const SITE_URL = "https://www.workcraft.example";
const ANA = { email: "ana@studio.example", name: "Ana", role: "publisher" } as const;

/** The attributes of a `Set-Cookie` header, by lower-cased name (`true` for a flag). */
function cookieAttributes(header: string): {
  value: string;
  attributes: Map<string, string | true>;
} {
  const [pair = "", ...parts] = header.split(";").map((part) => part.trim());
  const attributes = new Map<string, string | true>(
    parts.map((part) => {
      const [name = "", value] = part.split("=");
      return [name.toLowerCase(), value ?? true];
    }),
  );
  return { value: pair.slice(pair.indexOf("=") + 1), attributes };
}

/** The session cookie an answer set: its token and attributes. */
function sessionCookieOf(answer: StudioAnswer) {
  const headers = answer.cookies.filter((cookie) => cookie.startsWith(`${STUDIO_SESSION_COOKIE}=`));
  expect(headers, answer.cookies.join(" | ")).toHaveLength(1);
  return cookieAttributes(headers[0]!);
}

describe.each(testDatabases)("signing in to the Studio on $name", ({ open }) => {
  const api = useServedApi(open, { ...DEFAULT_API_SETTINGS, siteUrl: SITE_URL });
  // Behind one proxy, which says in X-Forwarded-Proto how the request came.
  const proxied = useServedApi(open, { ...DEFAULT_API_SETTINGS, trustedProxyHops: 1 });

  beforeEach(async () => {
    for (const { database } of [api, proxied]) {
      const { db } = database;
      for (const table of [studioAuditLog, studioSessions, studioSignInLinks])
        await db.delete(table);
      await db.delete(studioPeople);
      await db.delete(mailOutbox);
      await db.delete(rateLimitCounters);
    }
  });

  const call = (call: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, call, body, headers);

  /** The token of the newest sign-in link in the outbox, and the message that carried it. */
  async function mailedLink(database = api.database) {
    const [message] = await database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const link = /^(https?:\/\/\S+\/studio\/sign-in\?token=([A-Za-z0-9_-]+))$/mu.exec(
      message?.text ?? "",
    );
    if (!link) throw new Error(`no sign-in link in the outbox: ${message?.text}`);
    return { url: link[1]!, token: link[2]!, message: message! };
  }

  /** Adds Ana, mails her a link and opens it; answers the open and the cookie it set. */
  async function signInAna() {
    await addStudioPerson(api.database.db, ANA, null);
    expect((await call("sign-in/send", { email: ANA.email })).status).toBe(200);
    const opened = await call("sign-in/open", { token: (await mailedLink()).token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return { opened, cookie: sessionCookieOf(opened) };
  }

  describe("studio/sign-in/send", () => {
    it("answers the same for every address and mails a link only to a known, enabled person", async () => {
      await addStudioPerson(api.database.db, ANA, null);
      const disabled = await addStudioPerson(
        api.database.db,
        { email: "gone@studio.example", name: "Gone", role: "admin" },
        null,
      );
      await api.database.db
        .update(studioPeople)
        .set({ disabledAt: sql`now()` })
        .where(eq(studioPeople.id, disabled.id));

      const known = await call("sign-in/send", { email: " ANA@Studio.example " });
      const unknown = await call("sign-in/send", { email: "eve@studio.example" });
      const off = await call("sign-in/send", { email: "gone@studio.example" });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ data: SIGN_IN_LINK_SENT });
      expect(SIGN_IN_LINK_SENT.validForMinutes).toBe(15);
      for (const other of [unknown, off]) {
        expect(other.status).toBe(known.status);
        expect(other.body).toEqual(known.body);
      }

      const sent = await api.database.db.select().from(mailOutbox);
      expect(sent.map((message) => message.recipient)).toEqual([ANA.email]);
      const { url, token, message } = await mailedLink();
      expect(message.subject).toBe("Your Workcraft Studio sign-in link");
      expect(message.text).toMatch(/^Hello Ana,$/mu);
      // On the site's public origin, never the request's Host.
      expect(url).toBe(`${SITE_URL}/studio/sign-in?token=${token}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);

      const links = await api.database.db.select().from(studioSignInLinks);
      expect(links).toHaveLength(1);
      expect(links[0]!.tokenHash).toBe(sha256(token));
      expect(JSON.stringify(links)).not.toContain(token);
      const validFor = links[0]!.expiresAt.getTime() - links[0]!.createdAt.getTime();
      expect(validFor).toBeGreaterThan(14.9 * 60_000);
      expect(validFor).toBeLessThanOrEqual(15 * 60_000 + 1000);
    });

    it("sends at most one link a minute to an address, known or not, with Retry-After", async () => {
      await addStudioPerson(api.database.db, ANA, null);
      for (const email of [ANA.email, "nobody@studio.example"]) {
        expect((await call("sign-in/send", { email })).status).toBe(200);
        const again = await call("sign-in/send", { email });
        expect(again.status).toBe(429);
        expect(again.body.error?.code).toBe("too_many_requests");
        expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(50);
      }
      expect(await api.database.db.select().from(mailOutbox)).toHaveLength(1);
    });

    it("sends at most twenty links an hour to one caller, whatever the addresses", async () => {
      const statuses: number[] = [];
      for (let n = 0; n <= SIGN_IN_LINKS_PER_CLIENT.max; n += 1) {
        statuses.push((await call("sign-in/send", { email: `visitor${n}@studio.example` })).status);
      }
      expect(statuses).toEqual([...Array<number>(SIGN_IN_LINKS_PER_CLIENT.max).fill(200), 429]);
    });

    it("refuses a body without a valid address with 400 naming the field", async () => {
      for (const body of [{}, { email: "ana@" }, { email: 42 }]) {
        const answer = await call("sign-in/send", body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(answer.body.error!.fields!)).toEqual(["email"]);
      }
      const extra = await call("sign-in/send", { email: ANA.email, role: "admin" });
      expect(extra.status).toBe(400);
      expect(Object.keys(extra.body.error!.fields!)).toEqual(["body"]);
    });
  });

  describe("studio/sign-in/open", () => {
    it("signs in once: sets the session cookie and answers the person", async () => {
      const { opened, cookie } = await signInAna();
      expect(opened.body).toEqual({ data: { email: ANA.email, name: "Ana", role: "publisher" } });
      expect(opened.headers.get("cache-control")).toBe("no-store");
      expect(cookie.attributes.get("httponly")).toBe(true);
      expect(cookie.attributes.get("samesite")).toBe("Strict");
      expect(cookie.attributes.get("path")).toBe("/");
      // Plain HTTP here: a Secure cookie would never come back.
      expect(cookie.attributes.has("secure")).toBe(false);
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/u);
      const [session] = await api.database.db.select().from(studioSessions);
      expect(session!.tokenHash).toBe(sha256(cookie.value));
      expect(session!.endedAt).toBeNull();

      const again = await call("sign-in/open", { token: (await mailedLink()).token });
      expect(again.status).toBe(400);
      expect(again.body.error?.code).toBe("sign_in_link_used");
      expect(again.body.error?.message).toMatch(/used already.*Ask for a new sign-in link\./u);
      expect(again.cookies).toEqual([]);
      expect(await api.database.db.select().from(studioSessions)).toHaveLength(1);
    });

    it("refuses an expired link and an unknown one, saying which", async () => {
      await addStudioPerson(api.database.db, ANA, null);
      await call("sign-in/send", { email: ANA.email });
      const { token } = await mailedLink();
      await api.database.db
        .update(studioSignInLinks)
        .set({ expiresAt: sql`now() - interval '1 second'` });
      const expired = await call("sign-in/open", { token });
      expect(expired.status).toBe(400);
      expect(expired.body.error?.code).toBe("sign_in_link_expired");
      expect(expired.body.error?.message).toMatch(/expired: links last 15 minutes/u);

      const unknown = await call("sign-in/open", { token: "A".repeat(43) });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error?.code).toBe("sign_in_link_unknown");
      expect(await api.database.db.select().from(studioSessions)).toEqual([]);
    });

    it("refuses a link of a person disabled since it was sent with 403", async () => {
      await addStudioPerson(api.database.db, ANA, null);
      await call("sign-in/send", { email: ANA.email });
      await api.database.db.update(studioPeople).set({ disabledAt: sql`now()` });
      const refused = await call("sign-in/open", { token: (await mailedLink()).token });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe("studio_person_disabled");
      expect(await api.database.db.select().from(studioSessions)).toEqual([]);
    });

    it("refuses a malformed token with 400 naming the field", async () => {
      for (const token of ["", "short", `${"A".repeat(43)}=`, 42, null]) {
        const answer = await call("sign-in/open", { token });
        expect(answer.status, String(token)).toBe(400);
        expect(answer.body.error!.fields).toEqual({
          token: ["Send the token of the sign-in link, as the e-mail gave it"],
        });
      }
    });

    it("records the sign-in in the audit log", async () => {
      await signInAna();
      const entries = await api.database.db.select().from(studioAuditLog);
      expect(entries.map(({ action }) => action)).toEqual(["person.add", "sign-in"]);
    });

    it("marks the cookie Secure when the trusted proxy says the request came over HTTPS", async () => {
      await addStudioPerson(proxied.database.db, ANA, null);
      const openOver = async (proto: string, base: string) => {
        await proxied.database.db.delete(rateLimitCounters);
        await studioCall(base, "sign-in/send", { email: ANA.email });
        const { token } = await mailedLink(proxied.database);
        return sessionCookieOf(
          await studioCall(base, "sign-in/open", { token }, { "x-forwarded-proto": proto }),
        );
      };
      expect((await openOver("https", proxied.base)).attributes.get("secure")).toBe(true);
      expect((await openOver("http", proxied.base)).attributes.has("secure")).toBe(false);
      // Without a trusted proxy the header is the client's own: not believed.
      await addStudioPerson(api.database.db, ANA, null);
      await call("sign-in/send", { email: ANA.email });
      const unproxied = await call(
        "sign-in/open",
        { token: (await mailedLink()).token },
        { "x-forwarded-proto": "https" },
      );
      expect(sessionCookieOf(unproxied).attributes.has("secure")).toBe(false);
    });
  });

  describe("studio/session and studio/sign-out", () => {
    it("answers who is signed in, and 401 without a session", async () => {
      const { cookie } = await signInAna();
      const session = await call("session", {}, sessionCookie(cookie.value));
      expect(session.status).toBe(200);
      expect(session.body).toEqual({ data: { email: ANA.email, name: "Ana", role: "publisher" } });
      expect(session.headers.get("cache-control")).toBe("no-store");

      const none = await call("session", {});
      expect(none.status).toBe(401);
      expect(none.body.error?.code).toBe("studio_sign_in_required");
      const forged = await call("session", {}, sessionCookie("A".repeat(43)));
      expect(forged.status).toBe(401);
      expect(forged.body.error?.code).toBe("studio_session_ended");
    });

    it("ends a session idle for 12 hours, and keeps one used within them", async () => {
      const { cookie } = await signInAna();
      const setLastSeen = (ago: string) =>
        api.database.db.update(studioSessions).set({ lastSeenAt: sql`now() - ${ago}::interval` });
      const lastSeenAgo = async () => {
        const [row] = await api.database.db
          .select({
            seconds: sql<number>`extract(epoch from now() - ${studioSessions.lastSeenAt})::float8`,
          })
          .from(studioSessions);
        return Number(row!.seconds);
      };

      // Used 30 seconds ago: still live, and not written again so soon.
      await setLastSeen("30 seconds");
      expect((await call("session", {}, sessionCookie(cookie.value))).status).toBe(200);
      expect(await lastSeenAgo()).toBeGreaterThanOrEqual(29);

      // Used 11 h 59 min ago: still live, and its 12 hours start again.
      await setLastSeen("11 hours 59 minutes");
      expect((await call("session", {}, sessionCookie(cookie.value))).status).toBe(200);
      expect(await lastSeenAgo()).toBeLessThan(5);

      await setLastSeen("12 hours 1 second");
      const idle = await call("session", {}, sessionCookie(cookie.value));
      expect(idle.status).toBe(401);
      expect(idle.body.error?.code).toBe("studio_session_ended");
      expect(idle.body.error?.message).toBe(
        "Your Studio session has ended. Sign in again with a new link.",
      );
      // The browser is told to forget the dead cookie.
      expect(sessionCookieOf(idle).attributes.get("max-age")).toBe("0");
    });

    it("signs out: the session ends, the cookie is cleared, and the token signs in no more", async () => {
      const { cookie } = await signInAna();
      const out = await call("sign-out", {}, sessionCookie(cookie.value));
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ data: { signedOut: true } });
      const cleared = sessionCookieOf(out);
      expect(cleared.value).toBe("");
      expect(cleared.attributes.get("max-age")).toBe("0");
      expect(cleared.attributes.get("path")).toBe("/");
      const [session] = await api.database.db.select().from(studioSessions);
      expect(session!.endedAt).not.toBeNull();
      expect((await call("session", {}, sessionCookie(cookie.value))).status).toBe(401);
      // Signed out already, or never signed in: the same answer.
      expect((await call("sign-out", {}, sessionCookie(cookie.value))).status).toBe(200);
      expect((await call("sign-out", {})).status).toBe(200);
    });

    it("ends the session of a person whose access is turned off", async () => {
      const { cookie } = await signInAna();
      await api.database.db.update(studioPeople).set({ disabledAt: sql`now()` });
      expect((await call("session", {}, sessionCookie(cookie.value))).status).toBe(401);
    });

    it("refuses a signed-in call sent by another site's page with 403", async () => {
      const { cookie } = await signInAna();
      const foreign = await call(
        "session",
        {},
        {
          ...sessionCookie(cookie.value),
          origin: "https://evil.example",
        },
      );
      expect(foreign.status).toBe(403);
      expect(foreign.body.error?.code).toBe("forbidden_origin");
      const out = await call(
        "sign-out",
        {},
        {
          ...sessionCookie(cookie.value),
          origin: "https://evil.example",
        },
      );
      expect(out.status).toBe(403);
      const [session] = await api.database.db.select().from(studioSessions);
      expect(session!.endedAt).toBeNull();
      const own = await call(
        "session",
        {},
        {
          ...sessionCookie(cookie.value),
          origin: new URL(api.base).origin,
        },
      );
      expect(own.status).toBe(200);
    });
  });
});
