import { STUDIO_SESSION_MAX_HOURS } from "@workcraft/domain/rules";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  rateLimitCounters,
  studioAuditLog,
  studioPeople,
  studioSessions,
  studioSignInLinks,
} from "../database/schema";
import { addStudioPerson, changeStudioPerson } from "../studio/studioPeople";
import { startStudioSession } from "../studio/studioSessions";
import { issueStudioSignInLink } from "../studio/studioSignInLinks";
import { useServedApi } from "../testing/servedApi";
import { sessionCookie, signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

/** How a Studio person's way in ends: sessions' lifetime, older and refused sign-in links. */
describe.each(testDatabases)("the end of Studio access on $name", ({ open }) => {
  const api = useServedApi(open);

  beforeEach(async () => {
    const { db } = api.database;
    for (const table of [studioAuditLog, studioSessions, studioSignInLinks]) await db.delete(table);
    await db.delete(studioPeople);
    await db.delete(rateLimitCounters);
  });

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, path, body, headers);
  const addAna = () =>
    addStudioPerson(
      api.database.db,
      { email: "ana@studio.example", name: "Ana", role: "editor" },
      null,
    );

  it(`ends a session ${STUDIO_SESSION_MAX_HOURS} hours after sign-in, however often it is used`, async () => {
    const ana = await addAna();
    const token = await startStudioSession(api.database.db, ana.id);
    await api.database.db.update(studioSessions).set({
      createdAt: sql`now() - make_interval(hours => ${STUDIO_SESSION_MAX_HOURS}) + interval '1 minute'`,
    });
    expect((await call("session", {}, sessionCookie(token))).status).toBe(200);

    // Used a moment ago, so never idle: its age alone ends it.
    await api.database.db.update(studioSessions).set({
      createdAt: sql`now() - make_interval(hours => ${STUDIO_SESSION_MAX_HOURS}) - interval '1 second'`,
      lastSeenAt: sql`now()`,
    });
    const ended = await call("session", {}, sessionCookie(token));
    expect(ended.status).toBe(401);
    expect(ended.body.error?.code).toBe("studio_session_ended");
  });

  it("spends a person's older unspent links when a new one is made: only the newest signs in", async () => {
    const ana = await addAna();
    const older = await issueStudioSignInLink(api.database.db, ana.id);
    const oldest = await issueStudioSignInLink(api.database.db, ana.id);
    const newest = await issueStudioSignInLink(api.database.db, ana.id);
    // Another person's link is theirs alone.
    const bob = await addStudioPerson(
      api.database.db,
      { email: "bob@studio.example", name: "Bob", role: "editor" },
      null,
    );
    const bobs = await issueStudioSignInLink(api.database.db, bob.id);
    await issueStudioSignInLink(api.database.db, ana.id).then(async (latest) => {
      for (const token of [older, oldest, newest]) {
        const refused = await call("sign-in/open", { token });
        expect(refused.status).toBe(400);
        expect(refused.body.error?.code).toBe("sign_in_link_used");
        expect(refused.body.error?.message).toMatch(/newer link/u);
      }
      expect((await call("sign-in/open", { token: latest })).status).toBe(200);
    });
    expect((await call("sign-in/open", { token: bobs })).status).toBe(200);
  });

  it("keeps a link refused while its person was disabled refused once they are enabled again", async () => {
    const ana = await addAna();
    const token = await issueStudioSignInLink(api.database.db, ana.id);
    // Turned off straight in the database, so only the refusal can spend the link.
    await api.database.db
      .update(studioPeople)
      .set({ disabledAt: sql`now()` })
      .where(eq(studioPeople.id, ana.id));
    const refused = await call("sign-in/open", { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe("studio_person_disabled");

    await api.database.db
      .update(studioPeople)
      .set({ disabledAt: null })
      .where(eq(studioPeople.id, ana.id));
    const again = await call("sign-in/open", { token });
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe("sign_in_link_used");
    expect(await api.database.db.select().from(studioSessions)).toEqual([]);
  });

  it("spends a person's unspent links when an admin disables them", async () => {
    const { person: admin } = await signedInPerson(api.database, "admin");
    const ana = await addAna();
    const token = await issueStudioSignInLink(api.database.db, ana.id);
    await changeStudioPerson(api.database.db, { id: ana.id, disabled: true }, admin.id);
    await changeStudioPerson(api.database.db, { id: ana.id, disabled: false }, admin.id);
    const opened = await call("sign-in/open", { token });
    expect(opened.status).toBe(400);
    expect(opened.body.error?.code).toBe("sign_in_link_used");
  });
});
