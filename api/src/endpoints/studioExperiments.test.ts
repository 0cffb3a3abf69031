import type { ExperimentResults, StudioExperiment } from "@workcraft/domain/schemas";
import { assignArm, createId } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { studioAuditLog } from "../database/schema";
import { countConversion, countExposure } from "../experiments/experimentCounts";
import { fakeRules, validPage } from "../testing/fakeStudioPageRules";
import { signedInPerson } from "../testing/studioCalls";
import { useStudioExperimentsApi } from "../testing/studioExperimentsApi";
import { testDatabases } from "../testing/testDatabases";

describe.each(testDatabases)("the Studio's experiments on $name", ({ open }) => {
  const { api, call, ok } = useStudioExperimentsApi(open, "experiments/");
  const experimentActions = async () =>
    (
      await api.database.db
        .select({ action: studioAuditLog.action })
        .from(studioAuditLog)
        .orderBy(studioAuditLog.id)
    )
      .map(({ action }) => action)
      .filter((action) => action.startsWith("experiment."));

  it("refuses every call without a session (401) and an editor's (403)", async () => {
    const { headers } = await signedInPerson(api.database, "editor");
    for (const [path, body] of [
      ["list", {}],
      ["create", { path: "/pricing", goal: { kind: "lead" } }],
      ["start", { id: createId(), baselineRate: 0.1, minimumLift: 0.2 }],
      ["weigh-variant", { id: createId(), arm: 1 }],
      ["results", { id: createId() }],
      ["end", { id: createId(), keep: 0 }],
    ] as const) {
      expect((await call(path, body)).status, path).toBe(401);
      expect((await call(path, body, headers)).status, path).toBe(403);
    }
  });

  it("takes a page from its copy to a plan, a run, counts, a verdict and an end, each in the audit log", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const created = (await ok(
      "create",
      { path: "/pricing", goal: { kind: "lead", formName: "enterprise-demo" } },
      headers,
    )) as StudioExperiment;
    expect(created).toMatchObject({
      path: "/pricing",
      status: "draft",
      split: [1, 1],
      plan: null,
      variants: [{ arm: 1, revision: 1 }],
    });
    const variant = (await ok("get-variant", { id: created.id, arm: 1 }, headers)) as {
      content: unknown;
      revision: number;
    };
    expect(variant).toEqual({ content: validPage("Pricing"), revision: 1 });

    // A variant saved unfinished cannot start: the gates name its problem.
    await ok(
      "save-variant",
      {
        id: created.id,
        arm: 1,
        revision: 1,
        content: { meta: { title: "", description: "x" }, blocks: [] },
      },
      headers,
    );
    const refused = await call(
      "start",
      { id: created.id, baselineRate: 0.1, minimumLift: 0.2 },
      headers,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toMatchObject({
      "variants.1.meta.title": ["Enter a title"],
      "variants.1.blocks": ["Add a block"],
    });
    // A stale revision is refused; the current one saves.
    expect(
      (
        await call(
          "save-variant",
          { id: created.id, arm: 1, revision: 1, content: validPage("Pricing B") },
          headers,
        )
      ).status,
    ).toBe(409);
    await ok(
      "save-variant",
      { id: created.id, arm: 1, revision: 2, content: validPage("Pricing B") },
      headers,
    );

    const started = (await ok(
      "start",
      { id: created.id, baselineRate: 0.1, minimumLift: 0.5, dailyVisitors: 100 },
      headers,
    )) as StudioExperiment;
    expect(started.status).toBe("running");
    expect(started.plan).toMatchObject({
      visitorsPerArm: [686, 686],
      totalVisitors: 1372,
      days: 14,
    });
    // Fixed once it runs: no second start, no save.
    expect(
      (await call("start", { id: created.id, baselineRate: 0.2, minimumLift: 0.5 }, headers))
        .status,
    ).toBe(409);
    expect(
      (
        await call(
          "save-variant",
          { id: created.id, arm: 1, revision: 3, content: validPage("C") },
          headers,
        )
      ).status,
    ).toBe(409);

    // Visitors counted in the arm their id gives; one in arm B sends the demo form.
    const visitors = Array.from({ length: 40 }, () => createId());
    for (const visitorId of visitors)
      await countExposure(api.database.db, {
        experimentId: created.id,
        visitorId,
        arm: assignArm(created.id, visitorId, [1, 1]),
      });
    const inB = visitors.find((visitorId) => assignArm(created.id, visitorId, [1, 1]) === 1)!;
    await countConversion(api.database.db, inB, { kind: "lead", formName: "enterprise-demo" });

    const results = (await ok("results", { id: created.id }, headers)) as ExperimentResults;
    const inArms = [0, 1].map(
      (arm) => visitors.filter((id) => assignArm(created.id, id, [1, 1]) === arm).length,
    );
    expect(results.arms.map(({ visitors: count }) => count)).toEqual(inArms);
    expect(results.arms[1]?.conversions).toBe(1);
    expect(results.days[0]?.visitors).toEqual(inArms);
    expect(results.verdict).toEqual({
      kind: "collecting",
      message: "Collecting: 40 of 1,372 visitors.",
    });

    const ended = (await ok("end", { id: created.id, keep: 0 }, headers)) as StudioExperiment;
    expect(ended).toMatchObject({ status: "ended", endedWith: 0 });
    expect((await call("end", { id: created.id, keep: 0 }, headers)).status).toBe(409);
    expect(await experimentActions()).toEqual([
      "experiment.create",
      "experiment.variant-save",
      "experiment.variant-save",
      "experiment.start",
      "experiment.end",
    ]);
    const listed = (await ok("list", {}, headers)) as StudioExperiment[];
    expect(listed.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: created.id, status: "ended" },
    ]);
  });

  it("runs one experiment a page at a time", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const first = (await ok(
      "create",
      { path: "/pricing", goal: { kind: "checkout" } },
      headers,
    )) as StudioExperiment;
    const second = (await ok(
      "create",
      { path: "/pricing", goal: { kind: "checkout" }, variants: 2 },
      headers,
    )) as StudioExperiment;
    expect(second.split).toEqual([1, 1, 1]);
    await ok("start", { id: first.id, baselineRate: 0.05, minimumLift: 0.3 }, headers);
    const clash = await call(
      "start",
      { id: second.id, baselineRate: 0.05, minimumLift: 0.3 },
      headers,
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error?.message).toBe(
      "Another experiment runs on /pricing: end it before starting this one.",
    );
    await ok("end", { id: first.id, keep: 0 }, headers);
    const started = (await ok(
      "start",
      { id: second.id, baselineRate: 0.05, minimumLift: 0.3, split: [2, 1, 1] },
      headers,
    )) as StudioExperiment;
    expect(started.split).toEqual([2, 1, 1]);
    expect(started.plan?.comparisonAlpha).toBe(0.025);
  });

  it.each([
    ["create", { path: "pricing", goal: { kind: "lead" } }, "path"],
    ["create", { path: "/pricing", goal: { kind: "newsletter" } }, "goal.kind"],
    ["create", { path: "/pricing", goal: { kind: "lead" }, variants: 4 }, "variants"],
    ["start", { id: "not-an-id", baselineRate: 0.1, minimumLift: 0.2 }, "id"],
    ["start", { id: createId(), baselineRate: 1.5, minimumLift: 0.2 }, "baselineRate"],
    ["start", { id: createId(), baselineRate: 0.1, minimumLift: 0 }, "minimumLift"],
    ["start", { id: createId(), baselineRate: 0.1, minimumLift: 0.2, split: [1, 0] }, "split.1"],
    ["weigh-variant", { id: "not-an-id", arm: 1 }, "id"],
    ["weigh-variant", { id: createId(), arm: 0 }, "arm"],
    ["weigh-variant", { id: createId(), arm: 4 }, "arm"],
    ["weigh-variant", { id: createId() }, "arm"],
    ["end", { id: createId(), keep: 4 }, "keep"],
    ["end", { id: createId(), keep: "B" }, "keep"],
  ] as const)("refuses %s with %o as a 400 naming %s", async (path, body, field) => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const answer = await call(path, body, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
  });

  it("answers 404 for a page the site does not show, an unknown experiment or variant, and a split of the wrong length 400", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    expect(
      (await call("create", { path: "/nowhere", goal: { kind: "lead" } }, headers)).status,
    ).toBe(404);
    expect((await call("results", { id: createId() }, headers)).status).toBe(404);
    const created = (await ok(
      "create",
      { path: "/pricing", goal: { kind: "lead" } },
      headers,
    )) as StudioExperiment;
    expect((await call("get-variant", { id: created.id, arm: 2 }, headers)).status).toBe(404);
    const wrong = await call(
      "start",
      { id: created.id, baselineRate: 0.1, minimumLift: 0.2, split: [1, 1, 1] },
      headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields?.split).toEqual(["This experiment has 2 arms: give 2 shares"]);
  });

  it("weighs a variant's saved document at its page's path as a page's draft is weighed: 422 while it cannot be shown, 404 for no such variant, 503 without the site's build", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const created = (await ok(
      "create",
      { path: "/pricing", goal: { kind: "lead" } },
      headers,
    )) as StudioExperiment;
    const part = (bytes: number, budget: number) => ({ bytes, files: 1, budget });
    const weighed: string[] = [];
    fakeRules.weigh = async (path, content, arm) => {
      weighed.push(`${path} ${JSON.stringify(content.meta)} ${JSON.stringify(arm)}`);
      if (content.blocks === undefined) return null;
      return {
        html: part(9_000, 51_200),
        css: part(25_000, 30_720),
        js: part(150_000, 172_032),
        images: part(80_000, 614_400),
      };
    };
    try {
      await ok(
        "save-variant",
        { id: created.id, arm: 1, revision: 1, content: validPage("Pricing B") },
        headers,
      );
      expect(await ok("weigh-variant", { id: created.id, arm: 1 }, headers)).toEqual({
        revision: 2,
        html: part(9_000, 51_200),
        css: part(25_000, 30_720),
        js: part(150_000, 172_032),
        images: part(80_000, 614_400),
      });
      // In its arm, at its page's path: as a visitor in variant B is sent it.
      expect(weighed).toEqual([
        `/pricing ${JSON.stringify(validPage("Pricing B").meta)} ${JSON.stringify({ experimentId: created.id, arm: 1 })}`,
      ]);

      await ok(
        "save-variant",
        { id: created.id, arm: 1, revision: 2, content: { meta: { title: "B" } } },
        headers,
      );
      const unshown = await call("weigh-variant", { id: created.id, arm: 1 }, headers);
      expect(unshown.status).toBe(422);
      expect(unshown.body.error).toMatchObject({
        code: "page_not_shown",
        message:
          "Variant B cannot be shown yet, so it cannot be weighed: fix the problems listed first.",
      });
      const noVariant = await call("weigh-variant", { id: created.id, arm: 2 }, headers);
      expect(noVariant.status).toBe(404);
      expect(noVariant.body.error?.code).toBe("variant_not_found");
      const noExperiment = await call("weigh-variant", { id: createId(), arm: 1 }, headers);
      expect(noExperiment.status).toBe(404);
      expect(noExperiment.body.error?.code).toBe("experiment_not_found");
    } finally {
      delete fakeRules.weigh;
    }
    const unset = await call("weigh-variant", { id: created.id, arm: 1 }, headers);
    expect(unset.status).toBe(503);
    expect(unset.body.error?.code).toBe("weighing_unavailable");
  });
});
