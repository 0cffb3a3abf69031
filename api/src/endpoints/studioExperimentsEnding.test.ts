import type {
  StudioExperiment,
  StudioPage,
  StudioPageVersionSummary,
} from "@workcraft/domain/schemas";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ApiError } from "../apiError";
import { experimentVariants, experiments, studioAuditLog } from "../database/schema";
import { contentFingerprint } from "../experiments/contentFingerprint";
import { runningExperiments } from "../experiments/runningExperiments";
import { endExperiment } from "../experiments/studioExperiments";
import { findPublishedStudioPage } from "../studio/publishedStudioPages";
import { validPage } from "../testing/fakeStudioPageRules";
import { signedInPerson } from "../testing/studioCalls";
import { useStudioExperimentsApi } from "../testing/studioExperimentsApi";
import { testDatabases } from "../testing/testDatabases";
import { insertExperiment } from "../testing/testExperiments";

/*
 * Ending an experiment by publishing a variant: a new version of a Studio page through the
 * Studio's publish, with its gates, and the experiment ended with the variant, both or neither.
 */

describe.each(testDatabases)("ending an experiment with a variant on $name", ({ open }) => {
  const { api, call, ok } = useStudioExperimentsApi(open);

  /** A Studio page published at `path`, titled `title`, at revision 1. */
  const publishedPage = async (path: string, title: string, headers: Record<string, string>) => {
    const page = await ok<StudioPage>("pages/create", { path, page: validPage(title) }, headers);
    await ok("pages/publish", { id: page.id, revision: 1 }, headers);
    return page;
  };

  /** A running experiment on `path` whose variant B is `variant`. */
  const runningExperiment = async (
    path: string,
    variant: Record<string, unknown>,
    headers: Record<string, string>,
  ) => {
    const created = await ok<StudioExperiment>(
      "experiments/create",
      { path, goal: { kind: "lead" } },
      headers,
    );
    await ok(
      "experiments/save-variant",
      { id: created.id, arm: 1, revision: 1, content: variant },
      headers,
    );
    await ok("experiments/start", { id: created.id, baselineRate: 0.1, minimumLift: 0.5 }, headers);
    return created.id;
  };

  const statusOf = async (id: string) =>
    (
      await api.database.db
        .select({ status: experiments.status, endedWith: experiments.endedWith })
        .from(experiments)
        .where(eq(experiments.id, id))
    )[0];
  const auditEntries = async () =>
    api.database.db
      .select({
        action: studioAuditLog.action,
        subject: studioAuditLog.subject,
        detail: studioAuditLog.detail,
      })
      .from(studioAuditLog)
      .orderBy(asc(studioAuditLog.id));
  const versionsOf = async (id: string, headers: Record<string, string>) =>
    (
      await ok<{ versions: StudioPageVersionSummary[] }>("pages/versions", { id }, headers)
    ).versions.map(({ number, kind, message }) => ({ number, kind, message }));

  it("publishes variant B of a Studio page as its new version and ends the experiment with it, in the audit log", async () => {
    const { headers, person } = await signedInPerson(api.database, "publisher");
    const page = await publishedPage("/offers", "Offers", headers);
    // A change to the draft not yet published when the experiment ends.
    await ok("pages/save", { id: page.id, revision: 1, page: validPage("Offers, soon") }, headers);
    const id = await runningExperiment("/offers", validPage("Offers B"), headers);

    const ended = await ok<StudioExperiment>("experiments/end", { id, keep: 1 }, headers);
    expect(ended).toMatchObject({ id, status: "ended", endedWith: 1 });
    expect(ended.endedAt).not.toBeNull();

    // The site shows the variant, as a publish version; the unpublished draft is a checkpoint.
    expect((await findPublishedStudioPage(api.database.db, "/offers"))?.content).toEqual(
      validPage("Offers B"),
    );
    expect(await versionsOf(page.id, headers)).toEqual([
      { number: 3, kind: "publish", message: "Variant B of an experiment" },
      {
        number: 2,
        kind: "checkpoint",
        message: "The draft as it was when variant B of an experiment was published",
      },
      { number: 1, kind: "publish", message: null },
    ]);
    const published = await ok<{ content: unknown }>(
      "pages/version",
      { id: page.id, number: 3 },
      headers,
    );
    expect(published.content).toEqual(validPage("Offers B"));
    const kept = await ok<{ content: unknown }>(
      "pages/version",
      { id: page.id, number: 2 },
      headers,
    );
    expect(kept.content).toEqual(validPage("Offers, soon"));
    // The editor opens what the site shows, at a new revision.
    const opened = await ok<StudioPage>("pages/get", { id: page.id }, headers);
    expect(opened.draft).toEqual(validPage("Offers B"));
    expect(opened.revision).toBe(3);
    expect(opened.published?.number).toBe(3);

    const entries = (await auditEntries()).slice(-2);
    expect(entries).toEqual([
      {
        action: "page.publish",
        subject: "/offers",
        detail: {
          id: page.id,
          version: 3,
          message: "Variant B of an experiment",
          experiment: id,
          variant: "B",
          weight: "not checked",
        },
      },
      {
        action: "experiment.end",
        subject: id,
        detail: { path: "/offers", kept: "variant B", was: "running", version: 3 },
      },
    ]);
    expect((await api.database.db.select().from(studioAuditLog)).at(-1)?.personId).toBe(person.id);

    // Ending it again is a 409, and publishes nothing more.
    const again = await call("experiments/end", { id, keep: 1 }, headers);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe("This experiment has ended already.");
    expect(await versionsOf(page.id, headers)).toHaveLength(3);
  });

  it("keeps no checkpoint when the draft is what the site showed", async () => {
    const { headers } = await signedInPerson(api.database, "admin");
    const page = await publishedPage("/offers", "Offers", headers);
    const id = await runningExperiment("/offers", validPage("Offers B"), headers);
    await ok("experiments/end", { id, keep: 1 }, headers);
    expect(await versionsOf(page.id, headers)).toEqual([
      { number: 2, kind: "publish", message: "Variant B of an experiment" },
      { number: 1, kind: "publish", message: null },
    ]);
    expect((await ok<StudioPage>("pages/get", { id: page.id }, headers)).revision).toBe(2);
  });

  it("keeps variant B of a content file's page for everyone while the file is as it was, in the audit log, and refuses a new experiment there until a deploy changes the file", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const id = await runningExperiment("/pricing", validPage("Pricing B"), headers);

    const ended = await ok<StudioExperiment>("experiments/end", { id, keep: 1 }, headers);
    expect(ended).toMatchObject({ status: "ended", endedWith: 1, keptOverFile: true });
    const [row] = await api.database.db
      .select({ keptOverFile: experiments.keptOverFile })
      .from(experiments)
      .where(eq(experiments.id, id));
    expect(row?.keptOverFile).toBe(contentFingerprint(validPage("Pricing")));
    const entries = await auditEntries();
    expect(entries.at(-1)).toEqual({
      action: "experiment.end",
      subject: id,
      detail: {
        path: "/pricing",
        kept: "variant B",
        was: "running",
        over: "a content file",
        until: "a deploy changes the page's file",
        weight: "not checked",
      },
    });

    // What the site shows: variant B for everyone while the build's file is the same.
    const files = (path: string) => (path === "/pricing" ? validPage("Pricing") : null);
    expect((await runningExperiments(api.database.db, files)).get("/pricing")).toMatchObject({
      id,
      kept: 1,
    });

    const refused = await call(
      "experiments/create",
      { path: "/pricing", goal: { kind: "lead" } },
      headers,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("variant_kept_over_file");
    expect(refused.body.error?.message).toBe(
      "/pricing shows variant B of an earlier experiment, kept over a content file until a deploy changes that file. Put that variant in the file (Export, in its editor) and deploy it, then try a new variant.",
    );
  });

  it.each([
    [{ keep: 2 }, "This experiment has no variant C: 0 keeps the control, 1 publishes variant B"],
    [{ keep: 4 }, undefined],
    [{ keep: -1 }, undefined],
    [{ keep: 1.5 }, undefined],
    [{ keep: "B" }, undefined],
    [{}, undefined],
  ])("refuses ending with %o as a 400 naming keep", async (body, message) => {
    const { headers } = await signedInPerson(api.database, "publisher");
    await publishedPage("/offers", "Offers", headers);
    const id = await runningExperiment("/offers", validPage("Offers B"), headers);
    const answer = await call("experiments/end", { id, ...body }, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(Object.keys(answer.body.error?.fields ?? {})).toEqual(["keep"]);
    expect(answer.body.error?.fields?.keep).toEqual([
      message ??
        "Say which arm to keep: 0 keeps the control, 1 publishes variant B (up to 3 for variant D)",
    ]);
    expect(await statusOf(id)).toEqual({ status: "running", endedWith: null });
  });

  it("refuses a variant that no longer passes the gates with a 400 naming each problem, changing nothing", async () => {
    const { headers, person } = await signedInPerson(api.database, "publisher");
    const page = await publishedPage("/offers", "Offers", headers);
    // The site's rules changed since it started: its variant B lacks what a page needs now.
    const id = await insertExperiment(api.database.db, person.id, { path: "/offers" });
    await api.database.db.insert(experimentVariants).values({
      experimentId: id,
      arm: 1,
      content: { meta: { title: "", description: "B" }, blocks: [] },
      updatedBy: person.id,
    });
    const before = await auditEntries();

    const refused = await call("experiments/end", { id, keep: 1 }, headers);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe("variant_not_publishable");
    expect(refused.body.error?.fields).toEqual({
      "variants.1.meta.title": ["Enter a title"],
      "variants.1.blocks": ["Add a block"],
    });
    expect(await statusOf(id)).toEqual({ status: "running", endedWith: null });
    expect(await versionsOf(page.id, headers)).toHaveLength(1);
    expect(await auditEntries()).toEqual(before);
  });

  it("rolls the ending back when the publish refuses the variant (a title another page has)", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const page = await publishedPage("/offers", "Offers", headers);
    // "Pricing" is the content file /pricing's title: the publish, not start, refuses it.
    const id = await runningExperiment("/offers", validPage("Pricing"), headers);
    const before = await auditEntries();

    const refused = await call("experiments/end", { id, keep: 1 }, headers);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe("duplicate_title");
    expect(refused.body.error?.fields?.["meta.title"]).toBeDefined();
    expect(await statusOf(id)).toEqual({ status: "running", endedWith: null });
    expect(await versionsOf(page.id, headers)).toHaveLength(1);
    const opened = await ok<StudioPage>("pages/get", { id: page.id }, headers);
    expect({ draft: opened.draft, revision: opened.revision }).toEqual({
      draft: validPage("Offers"),
      revision: 1,
    });
    expect(await auditEntries()).toEqual(before);
  });

  it("refuses a person who may not publish (403), a draft experiment and a page taken off the site (409)", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const editor = await signedInPerson(api.database, "editor");
    const page = await publishedPage("/offers", "Offers", headers);
    const id = await runningExperiment("/offers", validPage("Offers B"), headers);

    const forbidden = await call("experiments/end", { id, keep: 1 }, editor.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.code).toBe("studio_role_needed");
    expect(await statusOf(id)).toEqual({ status: "running", endedWith: null });

    await ok("pages/unpublish", { id: page.id }, headers);
    const off = await call("experiments/end", { id, keep: 1 }, headers);
    expect(off.status).toBe(409);
    expect(off.body.error?.message).toBe(
      "The site shows no Studio page at /offers now (it was moved or taken off since the experiment started): there is no page to publish variant B as. End the experiment keeping the control.",
    );
    expect(await statusOf(id)).toEqual({ status: "running", endedWith: null });

    const draft = await ok<StudioExperiment>(
      "experiments/create",
      { path: "/pricing", goal: { kind: "lead" } },
      headers,
    );
    const notRun = await call("experiments/end", { id: draft.id, keep: 1 }, headers);
    expect(notRun.status).toBe(409);
    expect(notRun.body.error?.code).toBe("experiment_not_running");
    expect(await statusOf(draft.id)).toEqual({ status: "draft", endedWith: null });
  });

  it("ends an experiment once when two endings come at once, publishing only the winner's", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const page = await publishedPage("/offers", "Offers", headers);
    const id = await runningExperiment("/offers", validPage("Offers B"), headers);
    const answers = await Promise.all([
      call("experiments/end", { id, keep: 1 }, headers),
      call("experiments/end", { id, keep: 0 }, headers),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const { endedWith } = (await statusOf(id))!;
    const published = (await versionsOf(page.id, headers)).filter(({ kind }) => kind === "publish");
    expect(published).toHaveLength(endedWith === 1 ? 2 : 1);
    expect((await auditEntries()).filter(({ action }) => action === "experiment.end")).toHaveLength(
      1,
    );
  });

  it("is a 503 from a server without the site's rules, the experiment still running", async () => {
    const { person } = await signedInPerson(api.database, "publisher");
    const id = await insertExperiment(api.database.db, person.id, { path: "/offers" });
    await api.database.db
      .insert(experimentVariants)
      .values({ experimentId: id, arm: 1, content: validPage("B"), updatedBy: person.id });
    const refusal = await endExperiment(api.database.db, undefined, person.id, {
      id,
      keep: 1,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(503);
    expect(await statusOf(id)).toEqual({ status: "running", endedWith: null });
  });
});
