import type { ExperimentResults } from "@workcraft/domain/schemas";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWithStylesInNode, stopStylesInNode, markupText } from "../stylesInNode";
import type { ExperimentResultsView as ExperimentResultsViewType } from "./ExperimentResultsView";

/*
 * An experiment's results as the Studio first draws them, in Node: the verdict's words, the
 * charts' text, each arm's blocks and, only while it runs, the ways to end it.
 */

let ExperimentResultsView: typeof ExperimentResultsViewType;

beforeAll(async () => {
  ({ ExperimentResultsView } = await loadWithStylesInNode(
    "site/app/studio/experiments/experimentResultsView.test.ts",
    () => import("./ExperimentResultsView"),
  ));
}, 60_000);

afterAll(() => stopStylesInNode());

const RESULTS: ExperimentResults = {
  experiment: {
    id: "Ab3dE5gH9k",
    path: "/pricing",
    goal: { kind: "lead", formName: "contact" },
    status: "running",
    split: [1, 1],
    plan: {
      baselineRate: 0.04,
      minimumLift: 0.2,
      split: [1, 1],
      comparisonAlpha: 0.05,
      power: 0.8,
      visitorsPerArm: [10_000, 10_000],
      totalVisitors: 20_000,
      days: 20,
    },
    variants: [{ arm: 1, revision: 3 }],
    createdAt: "2026-03-01T09:00:00.000Z",
    startedAt: "2026-03-01T10:00:00.000Z",
    endedAt: null,
    endedWith: null,
    keptOverFile: false,
  },
  arms: [
    { visitors: 10_200, conversions: 408, rate: 0.04, interval: { low: 0.0364, high: 0.044 } },
    { visitors: 10_100, conversions: 505, rate: 0.05, interval: { low: 0.0459, high: 0.0544 } },
  ],
  days: [{ day: "2026-03-01", visitors: [10_200, 10_100] }],
  blocks: [
    { arm: 1, block: 2, seen: 200, clicked: 30, convertedAfterSeeing: 20 },
    { arm: 1, block: 0, seen: 1000, clicked: 10, convertedAfterSeeing: 50 },
  ],
  verdict: {
    kind: "decided",
    message: "Variant B wins: it converts more visitors than the control.",
    winner: 1,
    comparisons: [
      {
        arm: 1,
        difference: 0.01,
        interval: { low: 0.004, high: 0.016 },
        relativeLift: 0.25,
        outcome: "better",
      },
    ],
  },
};

const draw = (results: ExperimentResults, blockTypes?: string[][]) =>
  renderToStaticMarkup(
    createElement(ExperimentResultsView, {
      results,
      onEnded: () => {},
      ...(blockTypes ? { blockTypes } : {}),
    }),
  );

/** The markup's text, tags left out, spaces as one. */
const textOf = markupText;

describe("an experiment's results", () => {
  it("say the verdict, with each variant's difference, interval and lift", () => {
    const text = textOf(draw(RESULTS));
    expect(text).toContain("Variant B wins: it converts more visitors than the control.");
    expect(text).toContain(
      "Variant B: +1 point (from +0.4 to +1.6 points), a lift of +25 %: better than the control",
    );
    expect(text).toContain("Split 50/50, the control first.");
    expect(text).toContain("That takes 20 days at the page's traffic.");
  });

  it("draw both charts, each with its caption", () => {
    const html = draw(RESULTS);
    expect(html).toContain("Conversion rate of each arm, with its 95 % interval");
    expect(html).toContain("Visitors counted each day, by arm");
    expect(html.match(/<svg[^>]*aria-hidden="true"/gu)?.length).toBeGreaterThanOrEqual(2);
  });

  it("list each arm's blocks in order, with the rate of those who saw each", () => {
    const text = textOf(draw(RESULTS));
    expect(text).toContain("Control No block of this arm has been seen yet.");
    expect(text).toContain("Blocks of variant B: seen, clicked");
    expect(text).toMatch(/Block 1 1000 10 5 % \(50 of 1000\).*Block 3 200 30 10 % \(20 of 200\)/u);
  });

  it("name each block by its type where the arm's page is known", () => {
    const text = textOf(draw(RESULTS, [[], ["Hero", "FeatureGrid", "CallToAction"]]));
    expect(text).toContain("Block 1: Hero 1000 10");
    expect(text).toContain("Block 3: Call to action 200 30");
  });

  it("offer to end it while it runs, keeping the control or publishing the variant", () => {
    const text = textOf(draw(RESULTS));
    expect(text).toContain("Keep the control");
    expect(text).toContain("Publish variant B");
    const ended = textOf(
      draw({
        ...RESULTS,
        experiment: { ...RESULTS.experiment, status: "ended", endedWith: 1 },
      }),
    );
    expect(ended).not.toContain("Keep the control");
    expect(ended).not.toContain("Publish variant B");
  });

  it("hold the verdict back in words when the visitors are not split as planned", () => {
    const html = draw({
      ...RESULTS,
      verdict: {
        kind: "sample-ratio-mismatch",
        message: "No verdict: the visitors are not split between the arms as planned.",
      },
    });
    expect(textOf(html)).toContain(
      "No verdict: the visitors are not split between the arms as planned.",
    );
    expect(textOf(html)).not.toContain("better than the control");
  });
});
