import type { StudioPage, StudioSchedule } from "@workcraft/domain/schemas";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { studioAuditLog, studioPeople, studioSchedules } from "../database/schema";
import { findPublishedStudioPage } from "../studio/publishedStudioPages";
import { runDueStudioSchedules } from "../studio/studioSchedules";
import { fakeRules, validPage } from "../testing/fakeStudioPageRules";
import { emptyStudio } from "../testing/emptyStudio";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

/*
 * A schedule publishes the revision its publisher scheduled, as theirs, only while they may still
 * do it; a publisher can cancel one, and disabling or demoting its maker cancels it.
 */
describe.each(testDatabases)("the Studio's schedules on $name", ({ open }) => {
  const api = useServedApi(open, undefined, { studioPageRules: fakeRules });

  beforeEach(async () => {
    await emptyStudio(api.database.db);
  });

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, path, body, headers);
  const PATH = "/use-case/fleet-crm";
  const inAnHour = () => new Date(Date.now() + 60 * 60_000);
  const afterIt = () => new Date(Date.now() + 2 * 60 * 60_000);

  /** A page at PATH, made by `headers`' person, with a draft the fake site accepts. */
  const createdPage = async (headers: { cookie: string }, title = "Fleet CRM") => {
    const answer = await call("pages/create", { path: PATH, page: validPage(title) }, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as StudioPage;
  };

  /** Schedules a publish of the page's draft at `revision`; answers the schedule. */
  const scheduledPublish = async (headers: { cookie: string }, id: string, revision: number) => {
    const answer = await call(
      "pages/schedule",
      { id, action: "publish", at: inAnHour().toISOString(), revision },
      headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as StudioSchedule;
  };

  /** The audit log's entries of schedules, oldest first. */
  const scheduleEntries = async () =>
    (await api.database.db.select().from(studioAuditLog).orderBy(studioAuditLog.id)).filter(
      ({ action }) => action.startsWith("page.schedule"),
    );

  it("publishes the revision the publisher scheduled, not a draft an editor saved after", async () => {
    const { headers, person } = await signedInPerson(api.database, "publisher");
    const editor = await signedInPerson(api.database, "editor");
    const page = await createdPage(headers, "Reviewed text");
    const schedule = await scheduledPublish(headers, page.id, 1);
    expect(schedule).toMatchObject({ action: "publish", revision: 1 });
    expect(schedule.scheduledBy).toMatchObject({ id: person.id });

    const saved = await call(
      "pages/save",
      { id: page.id, revision: 1, page: validPage("Unreviewed text") },
      editor.headers,
    );
    expect(saved.status).toBe(200);

    const outcomes = await runDueStudioSchedules(api.database.db, fakeRules, afterIt());
    expect(outcomes.map(({ outcome }) => outcome)).toEqual(["done"]);
    const live = await findPublishedStudioPage(api.database.db, PATH);
    expect(live?.content).toEqual(validPage("Reviewed text"));
    // The editor's draft stays the draft, to be published when someone reviews it.
    const after = (await call("pages/get", { id: page.id }, headers)).body.data as StudioPage;
    expect(after.draft).toEqual(validPage("Unreviewed text"));
    expect(after.revision).toBe(2);
    const [publish] = await api.database.db
      .select()
      .from(studioAuditLog)
      .where(eq(studioAuditLog.action, "page.publish"));
    expect(publish).toMatchObject({ personId: person.id });
    expect(publish!.detail).toMatchObject({ revision: 1, scheduleId: schedule.id });
  });

  it("refuses to schedule a publish of a stale revision or of none, and keeps nothing", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const page = await createdPage(headers);
    await call("pages/save", { id: page.id, revision: 1, page: validPage("Newer") }, headers);
    const at = inAnHour().toISOString();

    const stale = await call(
      "pages/schedule",
      { id: page.id, action: "publish", at, revision: 1 },
      headers,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe("stale_revision");

    const none = await call("pages/schedule", { id: page.id, action: "publish", at }, headers);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.error!.fields!)).toEqual(["revision"]);
    const unpublishWithOne = await call(
      "pages/schedule",
      { id: page.id, action: "unpublish", at, revision: 2 },
      headers,
    );
    expect(unpublishWithOne.status).toBe(400);
    expect(Object.keys(unpublishWithOne.body.error!.fields!)).toEqual(["revision"]);
    expect(await api.database.db.select().from(studioSchedules)).toEqual([]);
  });

  it("refuses at its time a schedule whose maker may no longer do it, saying why", async () => {
    const { db } = api.database;
    const { headers, person } = await signedInPerson(api.database, "publisher");
    const page = await createdPage(headers);
    await scheduledPublish(headers, page.id, 1);
    // Changed behind the Studio's back (a script, a restore): the run checks again.
    await db.update(studioPeople).set({ role: "editor" }).where(eq(studioPeople.id, person.id));
    const [demoted] = await runDueStudioSchedules(db, fakeRules, afterIt());
    expect(demoted).toMatchObject({ outcome: "refused" });
    expect(demoted!.reason).toBe(
      `${person.email} may no longer publish pages: they are an editor now. Schedule it again.`,
    );

    await db.update(studioPeople).set({ role: "publisher" }).where(eq(studioPeople.id, person.id));
    await scheduledPublish(headers, page.id, 1);
    await db
      .update(studioPeople)
      .set({ disabledAt: new Date() })
      .where(eq(studioPeople.id, person.id));
    const [disabled] = await runDueStudioSchedules(db, fakeRules, afterIt());
    expect(disabled!.reason).toBe(
      `${person.email} may no longer publish pages: their access is off. Schedule it again.`,
    );

    expect(await findPublishedStudioPage(db, PATH)).toBeNull();
    expect((await scheduleEntries()).map(({ action }) => action)).toEqual([
      "page.schedule",
      "page.schedule-refused",
      "page.schedule",
      "page.schedule-refused",
    ]);
  });

  it("refuses at its time a schedule kept without its revision (made before they were kept)", async () => {
    const { db } = api.database;
    const { headers, person } = await signedInPerson(api.database, "publisher");
    const page = await createdPage(headers);
    await db
      .insert(studioSchedules)
      .values({ pageId: page.id, action: "publish", at: inAnHour(), createdBy: person.id });
    const [outcome] = await runDueStudioSchedules(db, fakeRules, afterIt());
    expect(outcome).toMatchObject({ outcome: "refused" });
    expect(outcome!.reason).toBe(
      "This schedule was made before schedules kept the revision to publish: schedule it again.",
    );
    expect(await findPublishedStudioPage(db, PATH)).toBeNull();
  });

  describe("cancelling", () => {
    it("takes a schedule off the page, with the audit log's entry; it then never runs", async () => {
      const { db } = api.database;
      const maker = await signedInPerson(api.database, "publisher");
      const other = await signedInPerson(api.database, "publisher");
      const page = await createdPage(maker.headers);
      const schedule = await scheduledPublish(maker.headers, page.id, 1);

      const cancelled = await call(
        "pages/schedule-cancel",
        { id: page.id, scheduleId: schedule.id },
        other.headers,
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.data).toEqual(schedule);
      const after = (await call("pages/get", { id: page.id }, maker.headers)).body
        .data as StudioPage;
      expect(after.schedules).toEqual([]);
      expect(await runDueStudioSchedules(db, fakeRules, afterIt())).toEqual([]);
      expect(await findPublishedStudioPage(db, PATH)).toBeNull();

      const entries = await scheduleEntries();
      expect(entries.map(({ action, personId }) => [action, personId])).toEqual([
        ["page.schedule", maker.person.id],
        ["page.schedule-cancel", other.person.id],
      ]);
      expect(entries[1]).toMatchObject({ subject: PATH });
      expect(entries[1]!.detail).toMatchObject({ scheduleId: schedule.id, action: "publish" });

      const again = await call(
        "pages/schedule-cancel",
        { id: page.id, scheduleId: schedule.id },
        other.headers,
      );
      expect(again.status).toBe(404);
      expect(again.body.error).toMatchObject({
        code: "schedule_not_found",
        fields: { scheduleId: [expect.any(String)] },
      });
    });

    it("refuses one carried out already, one of another page, an editor, and bad bodies", async () => {
      const { db } = api.database;
      const { headers } = await signedInPerson(api.database, "publisher");
      const editor = await signedInPerson(api.database, "editor");
      const page = await createdPage(headers);
      const schedule = await scheduledPublish(headers, page.id, 1);
      const body = { id: page.id, scheduleId: schedule.id };

      const signedOut = await call("pages/schedule-cancel", body);
      expect(signedOut.status).toBe(401);
      const byEditor = await call("pages/schedule-cancel", body, editor.headers);
      expect(byEditor.status).toBe(403);
      expect(byEditor.body.error?.code).toBe("studio_role_needed");

      const otherPage = await call(
        "pages/create",
        { path: "/use-case/other", page: validPage("Other") },
        headers,
      );
      const wrongPage = await call(
        "pages/schedule-cancel",
        { id: (otherPage.body.data as StudioPage).id, scheduleId: schedule.id },
        headers,
      );
      expect(wrongPage.status).toBe(404);

      const bad = await call("pages/schedule-cancel", { id: "x", scheduleId: 1.5 }, headers);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error!.fields!)).toEqual(["id", "scheduleId"]);

      await runDueStudioSchedules(db, fakeRules, afterIt());
      const done = await call("pages/schedule-cancel", body, headers);
      expect(done.status).toBe(409);
      expect(done.body.error?.code).toBe("schedule_not_pending");
      expect(done.body.error?.message).toMatch(/already carried out/u);
    });

    it("happens to a person's schedules when an admin disables or demotes them", async () => {
      const { db } = api.database;
      const admin = await signedInPerson(api.database, "admin");
      const pia = await signedInPerson(api.database, "publisher");
      const raf = await signedInPerson(api.database, "publisher");
      const otherAdmin = await signedInPerson(api.database, "admin");
      const page = await createdPage(pia.headers);
      const piaSchedule = await scheduledPublish(pia.headers, page.id, 1);
      const rafSchedule = await scheduledPublish(raf.headers, page.id, 1);
      const adminSchedule = await scheduledPublish(otherAdmin.headers, page.id, 1);

      const demote = await call(
        "people/change",
        { id: pia.person.id, role: "editor" },
        admin.headers,
      );
      expect(demote.status).toBe(200);
      const disable = await call(
        "people/change",
        { id: raf.person.id, disabled: true },
        admin.headers,
      );
      expect(disable.status).toBe(200);
      // An admin made publisher may still publish: their schedule stays.
      await call("people/change", { id: otherAdmin.person.id, role: "publisher" }, admin.headers);

      const left = (await call("pages/get", { id: page.id }, admin.headers)).body
        .data as StudioPage;
      expect(left.schedules.map(({ id }) => id)).toEqual([adminSchedule.id]);
      const cancels = (await scheduleEntries()).filter(
        ({ action }) => action === "page.schedule-cancel",
      );
      expect(cancels.map(({ personId, detail }) => [personId, detail.scheduleId])).toEqual([
        [admin.person.id, piaSchedule.id],
        [admin.person.id, rafSchedule.id],
      ]);
      expect(cancels[0]!.detail.reason).toBe(
        `${pia.person.email} may no longer publish pages: they are an editor now.`,
      );
      expect(cancels[1]!.detail.reason).toBe(
        `${raf.person.email} may no longer publish pages: their access is off.`,
      );
      const outcomes = await runDueStudioSchedules(db, fakeRules, afterIt());
      expect(outcomes.map(({ scheduleId, outcome }) => [scheduleId, outcome])).toEqual([
        [adminSchedule.id, "done"],
      ]);
    });
  });
});
