import { STUDIO_AUDIT_PAGE_SIZE } from "@workcraft/domain/rules";
import type { StudioAuditPage, StudioPerson } from "@workcraft/domain/schemas";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  mailOutbox,
  rateLimitCounters,
  studioAuditLog,
  studioPeople,
  studioSessions,
  studioSignInLinks,
} from "../database/schema";
import { useServedApi } from "../testing/servedApi";
import { addStudioPerson, changeStudioPerson } from "../studio/studioPeople";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

const ADMIN_CALLS = [
  ["people/list", {}],
  ["people/add", { email: "new@studio.example", name: "New", role: "editor" }],
  ["people/change", { id: "AAAAAAAAAA", role: "editor" }],
  ["audit/list", {}],
] as const;

describe.each(testDatabases)("the Studio's people on $name", ({ open }) => {
  const api = useServedApi(open);

  beforeEach(async () => {
    const { db } = api.database;
    for (const table of [studioAuditLog, studioSessions, studioSignInLinks]) await db.delete(table);
    await db.delete(studioPeople);
    await db.delete(mailOutbox);
    await db.delete(rateLimitCounters);
  });

  const call = (call: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, call, body, headers);
  const admin = () => signedInPerson(api.database, "admin", "admin@studio.example");

  describe("refuses", () => {
    it("every people and audit call without a session with 401, before reading the body", async () => {
      await admin();
      for (const [path, body] of ADMIN_CALLS) {
        for (const sent of [body, { broken: true }]) {
          const answer = await call(path, sent);
          expect(answer.status, path).toBe(401);
          expect(answer.body.error?.code).toBe("studio_sign_in_required");
        }
      }
      expect(await api.database.db.select().from(studioPeople)).toHaveLength(1);
    });

    it("an editor and a publisher with 403 naming the admin role", async () => {
      for (const role of ["editor", "publisher"] as const) {
        const { headers } = await signedInPerson(api.database, role);
        for (const [path, body] of ADMIN_CALLS) {
          const answer = await call(path, body, headers);
          expect(answer.status, `${role} ${path}`).toBe(403);
          expect(answer.body.error?.code).toBe("studio_role_needed");
          expect(answer.body.error?.message).toMatch(
            new RegExp(`needs the admin role; you are an? ${role}\\.$`, "u"),
          );
        }
      }
      expect(await api.database.db.select().from(studioPeople)).toHaveLength(2);
    });

    it("bad bodies with 400 naming each field", async () => {
      const { headers } = await admin();
      const fieldsOf = async (path: string, body: unknown) => {
        const answer = await call(path, body, headers);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        return answer.body.error!.fields!;
      };
      const add = await fieldsOf("people/add", { email: "ana@", name: " ", role: "owner" });
      expect(add).toEqual({
        email: ["Enter a valid e-mail address, like name@company.com"],
        name: ["Enter the person's name"],
        role: ["Choose a role: editor, publisher, admin"],
      });
      expect(await fieldsOf("people/add", { email: "a@b.example", role: "admin" })).toEqual({
        name: ["Enter the person's name"],
      });
      expect(
        Object.keys(
          await fieldsOf("people/add", {
            email: "a@b.example",
            name: "x".repeat(101),
            role: "admin",
          }),
        ),
      ).toEqual(["name"]);
      expect(await fieldsOf("people/change", { id: "AAAAAAAAAA" })).toEqual({
        body: ["Send what changes: a role, or disabled"],
      });
      expect(Object.keys(await fieldsOf("people/change", { id: "../x", role: "editor" }))).toEqual([
        "id",
      ]);
      expect(
        Object.keys(await fieldsOf("people/change", { id: "AAAAAAAAAA", disabled: "yes" })),
      ).toEqual(["disabled"]);
      expect(Object.keys(await fieldsOf("audit/list", { page: 0 }))).toEqual(["page"]);
      expect(Object.keys(await fieldsOf("people/list", { all: true }))).toEqual(["body"]);
    });
  });

  it("lets an admin list and add people; an added person can sign in", async () => {
    const { headers, person: me } = await admin();
    const added = await call(
      "people/add",
      { email: " Bo@Studio.example ", name: " Bo ", role: "editor" },
      headers,
    );
    expect(added.status).toBe(200);
    const bo = added.body.data as StudioPerson;
    expect(bo).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{10}$/u),
      email: "bo@studio.example",
      name: "Bo",
      role: "editor",
      createdAt: expect.any(String),
      disabled: false,
    });

    const list = await call("people/list", {}, headers);
    expect(list.status).toBe(200);
    expect((list.body.data as { people: StudioPerson[] }).people).toEqual([me, bo]);

    const again = await call(
      "people/add",
      { email: "BO@studio.example", name: "Bo again", role: "admin" },
      headers,
    );
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("studio_person_exists");
    expect(again.body.error?.message).toBe(
      "bo@studio.example is already a person of the Studio: change their role instead.",
    );

    expect((await call("sign-in/send", { email: "bo@studio.example" })).status).toBe(200);
    const mailed = await api.database.db.select().from(mailOutbox);
    expect(mailed.map((message) => message.recipient)).toEqual(["bo@studio.example"]);
  });

  it("keeps one address one person whatever its case, in the database itself", async () => {
    await admin();
    await expect(
      api.database.db
        .insert(studioPeople)
        .values({ id: "ZZZZZZZZZZ", email: "ADMIN@studio.example", role: "editor" }),
    ).rejects.toThrow();
    await expect(
      api.database.db
        .insert(studioPeople)
        .values({ id: "YYYYYYYYYY", email: "x@studio.example", role: "owner" as "admin" }),
    ).rejects.toThrow();
  });

  it("changes a person's role; disabling them ends their sessions, enabling lets them in again", async () => {
    const { headers } = await admin();
    const { person: ed, headers: edHeaders } = await signedInPerson(api.database, "editor");
    const promoted = await call("people/change", { id: ed.id, role: "publisher" }, headers);
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ id: ed.id, role: "publisher", disabled: false });
    // The role counts from the next request of a session already open.
    expect((await call("session", {}, edHeaders)).body.data).toMatchObject({ role: "publisher" });

    const disabled = await call("people/change", { id: ed.id, disabled: true }, headers);
    expect(disabled.body.data).toMatchObject({ disabled: true, role: "publisher" });
    expect((await call("session", {}, edHeaders)).status).toBe(401);
    const [session] = await api.database.db
      .select()
      .from(studioSessions)
      .where(eq(studioSessions.personId, ed.id));
    expect(session!.endedAt).not.toBeNull();

    const enabled = await call("people/change", { id: ed.id, disabled: false }, headers);
    expect(enabled.body.data).toMatchObject({ disabled: false });
    // The old session stays ended: they sign in again.
    expect((await call("session", {}, edHeaders)).status).toBe(401);

    const unknown = await call("people/change", { id: "AAAAAAAAAA", role: "editor" }, headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe("There is no Studio person with id AAAAAAAAAA.");
  });

  it("never removes the last admin, by role or by access", async () => {
    const { headers, person: me } = await admin();
    for (const change of [
      { role: "publisher" },
      { disabled: true },
      { role: "editor", disabled: true },
    ]) {
      const refused = await call("people/change", { id: me.id, ...change }, headers);
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.body.error?.code).toBe("last_admin");
      expect(refused.body.error?.message).toMatch(
        /^admin@studio\.example is the Studio's last admin: make another person admin before /u,
      );
    }
    // A disabled admin is no admin to leave behind.
    const { person: other } = await signedInPerson(api.database, "admin");
    await call("people/change", { id: other.id, disabled: true }, headers);
    expect((await call("people/change", { id: me.id, role: "editor" }, headers)).status).toBe(409);

    await call("people/change", { id: other.id, disabled: false }, headers);
    const stepDown = await call("people/change", { id: me.id, role: "editor" }, headers);
    expect(stepDown.status).toBe(200);
    const [stillAdmin] = await api.database.db
      .select()
      .from(studioPeople)
      .where(eq(studioPeople.id, me.id));
    expect(stillAdmin!.role).toBe("editor");
    // No longer an admin: the next people call is refused.
    expect((await call("people/list", {}, headers)).status).toBe(403);
  });

  it("keeps an admin when two admins demote each other at the same moment", async () => {
    // Straight to the rule, past the session check, so both changes run at once (on
    // PostgreSQL, on connections of their own), five times over.
    for (let round = 0; round < 5; round += 1) {
      await api.database.db.delete(studioAuditLog);
      await api.database.db.delete(studioSessions);
      await api.database.db.delete(studioPeople);
      const one = await addStudioPerson(
        api.database.db,
        { email: "one@studio.example", name: "One", role: "admin" },
        null,
      );
      const two = await addStudioPerson(
        api.database.db,
        { email: "two@studio.example", name: "Two", role: "admin" },
        null,
      );
      const outcomes = await Promise.allSettled([
        changeStudioPerson(api.database.db, { id: two.id, role: "editor" }, one.id),
        changeStudioPerson(api.database.db, { id: one.id, role: "editor" }, two.id),
      ]);
      expect(outcomes.map(({ status }) => status).sort()).toEqual(["fulfilled", "rejected"]);
      const refusal = outcomes.find((outcome) => outcome.status === "rejected");
      expect(refusal?.reason).toMatchObject({ status: 409, code: "last_admin" });
      const admins = await api.database.db
        .select()
        .from(studioPeople)
        .where(eq(studioPeople.role, "admin"));
      expect(admins).toHaveLength(1);
    }
  });

  it("writes each change of people to the audit log, newest first, with who made it", async () => {
    const { headers, person: me } = await admin();
    const bo = (
      await call("people/add", { email: "bo@studio.example", name: "Bo", role: "editor" }, headers)
    ).body.data as StudioPerson;
    await call("people/change", { id: bo.id, role: "publisher", disabled: true }, headers);
    // A change that changes nothing is not an entry.
    await call("people/change", { id: bo.id, role: "publisher" }, headers);

    const listed = await call("audit/list", {}, headers);
    expect(listed.status).toBe(200);
    const page = listed.body.data as StudioAuditPage;
    expect(page).toMatchObject({
      page: 1,
      pageSize: STUDIO_AUDIT_PAGE_SIZE,
      total: 3,
      hasMore: false,
    });
    const by = { id: me.id, email: me.email, name: me.name };
    expect(
      page.items.map(({ person, action, subject, detail }) => ({
        person,
        action,
        subject,
        detail,
      })),
    ).toEqual([
      {
        person: by,
        action: "person.change",
        subject: bo.id,
        detail: {
          email: "bo@studio.example",
          role: { from: "editor", to: "publisher" },
          disabled: { from: false, to: true },
        },
      },
      {
        person: by,
        action: "person.add",
        subject: bo.id,
        detail: { email: "bo@studio.example", name: "Bo", role: "editor" },
      },
      // The admin of the test was added as the command line adds people: by nobody.
      {
        person: null,
        action: "person.add",
        subject: me.id,
        detail: { email: me.email, name: me.name, role: "admin" },
      },
    ]);
    expect(Date.now() - Date.parse(page.items[0]!.at)).toBeLessThan(60_000);
  });

  it("pages the audit log, newest first", async () => {
    const { headers, person: me } = await admin();
    const start = Date.parse("2026-04-01T08:00:00.000Z");
    await api.database.db.insert(studioAuditLog).values(
      Array.from({ length: 60 }, (_, n) => ({
        personId: me.id,
        action: "sign-in" as const,
        subject: `n${n}`,
        at: new Date(start + n * 60_000),
      })),
    );
    const page = async (number: number) =>
      (await call("audit/list", { page: number }, headers)).body.data as StudioAuditPage;
    const first = await page(1);
    // 60 sign-ins and the admin's own addition, which happened now: newest of all.
    expect(first).toMatchObject({ total: 61, hasMore: true });
    expect(first.items.map(({ subject }) => subject)).toEqual([
      me.id,
      ...Array.from({ length: 49 }, (_, i) => `n${59 - i}`),
    ]);
    const second = await page(2);
    expect(second).toMatchObject({ page: 2, total: 61, hasMore: false });
    expect(second.items.map(({ subject }) => subject)).toEqual(
      Array.from({ length: 11 }, (_, i) => `n${10 - i}`),
    );
  });
});
