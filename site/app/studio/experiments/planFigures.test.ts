import { EXPERIMENT_PLAN_MESSAGES, planExperiment } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import {
  firstPlanFigures,
  planInWords,
  planOfFigures,
  startProblemsOf,
  variantProblemInWords,
} from "./planFigures";

const typed = (figures: Partial<ReturnType<typeof firstPlanFigures>>, arms = 2) => ({
  ...firstPlanFigures(arms),
  ...figures,
});

describe("the plan form's figures", () => {
  it("start empty, with the arms split evenly", () => {
    expect(firstPlanFigures(2).split).toEqual(["50", "50"]);
    expect(firstPlanFigures(3).split).toEqual(["33.3", "33.3", "33.3"]);
    expect(firstPlanFigures(4).split).toEqual(["25", "25", "25", "25"]);
  });

  it("plan as the domain does, from percentages as typed", () => {
    const planned = planOfFigures(
      typed({ baselineRate: "4", minimumLift: "20 %", dailyVisitors: "1,200" }),
    );
    const expected = planExperiment({
      baselineRate: 0.04,
      minimumLift: 0.2,
      split: [50, 50],
      dailyVisitors: 1200,
    });
    expect(expected.ok).toBe(true);
    expect(planned).toEqual({
      ok: true,
      plan: expected.ok ? expected.plan : undefined,
      start: { baselineRate: 0.04, minimumLift: 0.2, split: [50, 50], dailyVisitors: 1200 },
    });
  });

  it("leave out the visitors a day when none are typed, and the days with them", () => {
    const planned = planOfFigures(typed({ baselineRate: "4", minimumLift: "20" }));
    expect(planned.ok && planned.plan.days).toBeUndefined();
    expect(planned.ok && "dailyVisitors" in planned.start).toBe(false);
  });

  it("name the field at fault with the domain's words", () => {
    expect(planOfFigures(typed({ baselineRate: "", minimumLift: "20" }))).toEqual({
      ok: false,
      field: "baselineRate",
      message: EXPERIMENT_PLAN_MESSAGES["baseline-rate"],
    });
    expect(planOfFigures(typed({ baselineRate: "4", minimumLift: "0" }))).toMatchObject({
      field: "minimumLift",
      message: EXPERIMENT_PLAN_MESSAGES["minimum-lift"],
    });
    expect(planOfFigures(typed({ baselineRate: "60", minimumLift: "80" }))).toMatchObject({
      field: "minimumLift",
      message: EXPERIMENT_PLAN_MESSAGES["lift-beyond-certainty"],
    });
    expect(
      planOfFigures(typed({ baselineRate: "4", minimumLift: "20", split: ["50", ""] })),
    ).toMatchObject({ field: "split", message: EXPERIMENT_PLAN_MESSAGES.split });
    expect(
      planOfFigures(typed({ baselineRate: "4", minimumLift: "20", dailyVisitors: "12.5" })),
    ).toMatchObject({
      field: "dailyVisitors",
      message: EXPERIMENT_PLAN_MESSAGES["daily-visitors"],
    });
    expect(
      planOfFigures(typed({ baselineRate: "4", minimumLift: "20", split: ["150", "50"] })),
    ).toMatchObject({ field: "split", message: "Give each arm a share of at most 100." });
  });

  it("say the plan in sentences: each arm, the whole, the days and the chances", () => {
    const planned = planOfFigures(
      typed({ baselineRate: "4", minimumLift: "20", dailyVisitors: "1000" }),
    );
    if (!planned.ok) throw new Error("planned");
    const [control, variant] = planned.plan.visitorsPerArm;
    const lines = planInWords(planned.plan);
    expect(lines[0]).toBe(`Control: ${control!.toLocaleString("en-GB")} visitors.`);
    expect(lines[1]).toBe(`Variant B: ${variant!.toLocaleString("en-GB")} visitors.`);
    expect(lines[2]).toBe(
      `In all: ${planned.plan.totalVisitors.toLocaleString("en-GB")} visitors, split as planned.`,
    );
    expect(lines[3]).toBe(`That takes ${planned.plan.days} days at the page's traffic.`);
    expect(lines[4]).toBe(
      "It finds a lift of 20 % over 4 % 80 % of the time, with a 5 % chance of a false winner (two-sided).",
    );
    const three = planOfFigures(typed({ baselineRate: "4", minimumLift: "20" }, 3));
    if (!three.ok) throw new Error("planned");
    expect(planInWords(three.plan)).toContain(
      "Give the visitors a day to learn how many days that takes.",
    );
    expect(planInWords(three.plan).at(-1)).toContain("shared among the 2 variants");
  });

  it("put the start call's refusals beside the figures and the variants they name", () => {
    const problems = startProblemsOf({
      minimumLift: [EXPERIMENT_PLAN_MESSAGES["lift-beyond-certainty"]],
      "split.1": ["Each arm's share is at most 100"],
      "variants.1.meta.title": ["A title is at most 60 characters."],
      "variants.1.blocks.0.props.title": ["Give the hero a title."],
      "variants.2.blocks.3": ["This block is not one the site knows."],
      id: ["Send the experiment's id"],
    });
    expect(problems.figures).toEqual({
      minimumLift: EXPERIMENT_PLAN_MESSAGES["lift-beyond-certainty"],
      split: "Each arm's share is at most 100",
    });
    expect(problems.variants.get(1)).toEqual([
      "Page, meta.title: A title is at most 60 characters.",
      "Block 1, title: Give the hero a title.",
    ]);
    expect(problems.variants.get(2)).toEqual([
      "Block 4, the block: This block is not one the site knows.",
    ]);
    expect(variantProblemInWords("blocks.2.props.items.0.label", "Too long.")).toBe(
      "Block 3, items.0.label: Too long.",
    );
  });
});
