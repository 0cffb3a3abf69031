import { PAGE_WEIGHT_BUDGETS, type PageWeightPart } from "@workcraft/domain/rules";
import type {
  StudioExperiment,
  StudioPage,
  StudioPageVersionSummary,
} from "@workcraft/domain/schemas";
import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { experiments, studioAuditLog, studioSchedules } from "../database/schema";
import { findPublishedStudioPage } from "../studio/publishedStudioPages";
import { runDueStudioSchedules } from "../studio/studioSchedules";
import { fakeRules, validPage } from "../testing/fakeStudioPageRules";
import { signedInPerson } from "../testing/studioCalls";
import { useStudioExperimentsApi } from "../testing/studioExperimentsApi";
import { testDatabases } from "../testing/testDatabases";

/*
 * A page's weight on a phone is a gate: a Studio page over any of the site's budgets is not
 * published (now, on a schedule, or as an experiment's variant), and an experiment with a variant
 * over one does not start. The site's server weighs by rendering the page; here a weigher stands
 * for it, answering given weights by the page's title. Without one (the API alone) nothing is
 * weighed, and the answer and the audit log say so.
 */

/** What a page within every budget weighs here, in bytes as sent. */
const LIGHT: Record<PageWeightPart, number> = {
  html: 9_000,
  css: 10_000,
  js: 160_000,
  images: 80_000,
};
/** A heavy page's parts: 171.2 KB of JavaScript and 700 KB of pictures. */
const HEAVY: Partial<Record<PageWeightPart, number>> = { js: 175_309, images: 700 * 1024 };
const HEAVY_PARTS = [
  "JavaScript 171.2 KB of 168.0 KB, 3.2 KB over budget",
  "Images 700.0 KB of 600.0 KB, 100.0 KB over budget",
];

describe.each(testDatabases)("a page's weight as a gate on $name", ({ open }) => {
  const { api, call, ok } = useStudioExperimentsApi(open);

  afterEach(() => {
    delete fakeRules.weigh;
  });

  /**
   * Gives the fake rules a weigher: a page titled in `heavy` weighs {@link HEAVY}, any other
   * {@link LIGHT}. Answers the list of what it weighed ("path title arm"), which grows.
   */
  const weighing = (heavy: Set<string>) => {
    const weighed: string[] = [];
    fakeRules.weigh = async (path, content, arm) => {
      const title = (content.meta as { title: string }).title;
      weighed.push(`${path} ${title}${arm ? ` in arm ${arm.arm}` : ""}`);
      const bytes = { ...LIGHT, ...(heavy.has(title) ? HEAVY : {}) };
      const part = (name: PageWeightPart) => ({
        bytes: bytes[name],
        files: 1,
        budget: PAGE_WEIGHT_BUDGETS[name],
      });
      return { html: part("html"), css: part("css"), js: part("js"), images: part("images") };
    };
    return weighed;
  };

  const auditEntries = async (prefix: string) =>
    (
      await api.database.db
        .select({ action: studioAuditLog.action, detail: studioAuditLog.detail })
        .from(studioAuditLog)
        .orderBy(asc(studioAuditLog.id))
    ).filter(({ action }) => action.startsWith(prefix));

  const createdPage = (path: string, page: unknown, headers: Record<string, string>) =>
    ok<StudioPage>("pages/create", { path, page }, headers);

  it("publishes a page within every budget, the weight in the answer and the audit log", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const weighed = weighing(new Set());
    const page = await createdPage("/use-case/light", validPage("Light"), headers);

    const published = await ok<{ weightChecked: boolean }>(
      "pages/publish",
      { id: page.id, revision: 1 },
      headers,
    );
    expect(published.weightChecked).toBe(true);
    expect(weighed).toEqual(["/use-case/light Light"]);
    expect((await findPublishedStudioPage(api.database.db, "/use-case/light"))?.content).toEqual(
      validPage("Light"),
    );
    const [publish] = await auditEntries("page.publish");
    expect(publish?.detail).toMatchObject({ weight: LIGHT });
  });

  it("refuses a page over a budget, naming each part over under `weight`, after the cheaper checks, and stores nothing", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const weighed = weighing(new Set(["Heavy"]));

    // A page the schema refuses is refused for that, and never weighed.
    const unfinished = await createdPage(
      "/use-case/unfinished",
      { meta: { title: "Heavy" } },
      headers,
    );
    const invalid = await call("pages/publish", { id: unfinished.id, revision: 1 }, headers);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.code).toBe("invalid_page");
    expect(weighed).toEqual([]);

    const page = await createdPage("/use-case/heavy", validPage("Heavy"), headers);
    const refused = await call("pages/publish", { id: page.id, revision: 1 }, headers);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "over_weight_budget",
      fields: { weight: HEAVY_PARTS },
    });
    expect(refused.body.error?.message).toBe(
      `The page weighs more on a phone than the site's budgets allow, so it is not published: ${HEAVY_PARTS.join("; ")}. Lighten it (smaller or fewer pictures, fewer blocks that act) and try again.`,
    );
    expect(weighed).toEqual(["/use-case/heavy Heavy"]);

    // Nothing stored: no version, not on the site, the draft as it was, no publish in the log.
    expect(await findPublishedStudioPage(api.database.db, "/use-case/heavy")).toBeNull();
    const { versions } = await ok<{ versions: StudioPageVersionSummary[] }>(
      "pages/versions",
      { id: page.id },
      headers,
    );
    expect(versions).toEqual([]);
    const kept = await ok<StudioPage>("pages/get", { id: page.id }, headers);
    expect(kept).toMatchObject({ draft: validPage("Heavy"), revision: 1, published: null });
    expect(await auditEntries("page.publish")).toEqual([]);
  });

  it("refuses a scheduled publish over a budget through the schedules' refusal, publishing nothing", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const weighed = weighing(new Set(["Heavy"]));
    const page = await createdPage("/use-case/heavy", validPage("Heavy"), headers);
    await ok(
      "pages/schedule",
      {
        id: page.id,
        action: "publish",
        at: new Date(Date.now() + 60 * 60_000).toISOString(),
        revision: 1,
      },
      headers,
    );

    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const [outcome, ...more] = await runDueStudioSchedules(api.database.db, fakeRules, later);
    expect(more).toEqual([]);
    expect(outcome).toMatchObject({ pageId: page.id, action: "publish", outcome: "refused" });
    expect(outcome?.reason).toContain(HEAVY_PARTS.join("; "));
    expect(weighed).toEqual(["/use-case/heavy Heavy"]);
    expect(await findPublishedStudioPage(api.database.db, "/use-case/heavy")).toBeNull();
    // Carried out once, as a refusal, and in the audit log; the next look finds nothing due.
    const [schedule] = await api.database.db
      .select({ doneAt: studioSchedules.doneAt })
      .from(studioSchedules)
      .where(eq(studioSchedules.pageId, page.id));
    expect(schedule?.doneAt).toBeInstanceOf(Date);
    expect((await auditEntries("page.schedule-refused")).map(({ detail }) => detail)).toEqual([
      expect.objectContaining({ reason: outcome?.reason }),
    ]);
    expect(await runDueStudioSchedules(api.database.db, fakeRules, later)).toEqual([]);
  });

  /** A draft experiment on /pricing (a content file's page) whose variant B is `title`'s page. */
  const experimentWith = async (title: string, headers: Record<string, string>) => {
    const created = await ok<StudioExperiment>(
      "experiments/create",
      { path: "/pricing", goal: { kind: "lead" } },
      headers,
    );
    await ok(
      "experiments/save-variant",
      { id: created.id, arm: 1, revision: 1, content: validPage(title) },
      headers,
    );
    return created.id;
  };
  const start = (id: string, headers: Record<string, string>) =>
    call("experiments/start", { id, baselineRate: 0.1, minimumLift: 0.5 }, headers);
  const statusOf = async (id: string) =>
    (
      await api.database.db
        .select({ status: experiments.status })
        .from(experiments)
        .where(eq(experiments.id, id))
    )[0]?.status;

  it("starts no experiment with a variant over a budget, naming its parts under `variants.1.weight`", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const weighed = weighing(new Set(["Pricing B, heavy"]));
    const id = await experimentWith("Pricing B, heavy", headers);

    const refused = await start(id, headers);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "over_weight_budget",
      fields: { "variants.1.weight": HEAVY_PARTS },
    });
    expect(refused.body.error?.message).toContain(`Variant B: ${HEAVY_PARTS.join("; ")}`);
    expect(weighed).toEqual(["/pricing Pricing B, heavy in arm 1"]);
    expect(await statusOf(id)).toBe("draft");
    expect(await auditEntries("experiment.start")).toEqual([]);

    // Lightened, it starts, its weight in the audit log.
    await ok(
      "experiments/save-variant",
      { id, arm: 1, revision: 2, content: validPage("Pricing B") },
      headers,
    );
    expect((await start(id, headers)).status).toBe(200);
    expect(await statusOf(id)).toBe("running");
    const [started] = await auditEntries("experiment.start");
    expect(started?.detail).toMatchObject({ weight: { B: LIGHT } });
  });

  it("refuses to publish variant B over a budget at an experiment's end, which keeps running", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const heavy = new Set<string>();
    const weighed = weighing(heavy);
    const page = await createdPage("/offers", validPage("Offers"), headers);
    await ok("pages/publish", { id: page.id, revision: 1 }, headers);
    const created = await ok<StudioExperiment>(
      "experiments/create",
      { path: "/offers", goal: { kind: "lead" } },
      headers,
    );
    await ok(
      "experiments/save-variant",
      { id: created.id, arm: 1, revision: 1, content: validPage("Offers B") },
      headers,
    );
    expect((await start(created.id, headers)).status).toBe(200);

    // The variant grew heavy since it started (a block's scripts, say).
    heavy.add("Offers B");
    const refused = await call("experiments/end", { id: created.id, keep: 1 }, headers);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "over_weight_budget",
      fields: { "variants.1.weight": HEAVY_PARTS },
    });
    expect(weighed.at(-1)).toBe("/offers Offers B");
    expect(await statusOf(created.id)).toBe("running");
    expect((await findPublishedStudioPage(api.database.db, "/offers"))?.content).toEqual(
      validPage("Offers"),
    );
  });

  it("publishes and starts unweighed where the API has no weigher, saying the weight was not checked", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const page = await createdPage("/use-case/unweighed", validPage("Unweighed"), headers);
    const published = await ok<{ weightChecked: boolean }>(
      "pages/publish",
      { id: page.id, revision: 1 },
      headers,
    );
    expect(published.weightChecked).toBe(false);
    const [publish] = await auditEntries("page.publish");
    expect(publish?.detail).toMatchObject({ weight: "not checked" });

    const id = await experimentWith("Pricing B", headers);
    expect((await start(id, headers)).status).toBe(200);
    const [started] = await auditEntries("experiment.start");
    expect(started?.detail).toMatchObject({ weight: "not checked" });
  });
});
