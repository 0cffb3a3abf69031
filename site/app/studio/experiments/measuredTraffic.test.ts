import type { ExperimentGoal } from "@workcraft/domain/rules";
import type { PageTraffic, StudioExperiment } from "@workcraft/domain/schemas";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Loaded } from "../screens/useLoaded";
import { loadWithStylesInNode, stopStylesInNode, markupText } from "../stylesInNode";
import type { MeasuredTraffic as MeasuredTrafficType } from "./MeasuredTraffic";
import {
  VIEWS_ARE_NOT_VISITORS,
  figuresOfTraffic,
  measuredRateText,
  pageTrafficInWords,
} from "./pageTrafficWords";
import type { PlanForm as PlanFormType } from "./PlanForm";
import { firstPlanFigures, planOfFigures } from "./planFigures";

/*
 * What the plan form says of a page's recent traffic as the site counted it, the figures it fills
 * in, and how it draws them (in Node): the figures in a live region, the limit of a count with no
 * visitor id, and the button that uses them.
 */

let MeasuredTraffic: typeof MeasuredTrafficType;
let PlanForm: typeof PlanFormType;

beforeAll(async () => {
  ({ MeasuredTraffic, PlanForm } = await loadWithStylesInNode(
    "site/app/studio/experiments/measuredTraffic.test.ts",
    async () => ({ ...(await import("./MeasuredTraffic")), ...(await import("./PlanForm")) }),
  ));
}, 60_000);

afterAll(() => stopStylesInNode());

const ANY_LEAD: ExperimentGoal = { kind: "lead" };

/** 412 views a day over the four weeks, and 9 leads from the page. */
const MEASURED: PageTraffic = {
  path: "/pricing",
  firstDay: "2026-03-01",
  lastDay: "2026-03-28",
  views: 11_536,
  daysCounted: 28,
  viewsPerDay: 412,
  conversions: { measured: true, leads: 9, rate: 9 / 11_536 },
};

const NONE_YET: PageTraffic = {
  ...MEASURED,
  views: 0,
  daysCounted: 0,
  viewsPerDay: null,
  conversions: { measured: false, reason: "No views of this page were counted in these days." },
};

/** The markup's text, tags left out, spaces as one. */
const textOf = markupText;

const draw = (traffic: Loaded<PageTraffic>, goal: ExperimentGoal = ANY_LEAD) =>
  renderToStaticMarkup(createElement(MeasuredTraffic, { traffic, goal, onUse: () => {} }));

describe("a page's measured traffic, in words", () => {
  it("says the views a day and the leads from the page with their rate", () => {
    expect(pageTrafficInWords(MEASURED, ANY_LEAD)).toEqual([
      "In the last 28 days: 412 views a day, 9 leads from this page (0.08 %).",
    ]);
    expect(pageTrafficInWords(MEASURED, { kind: "lead", formName: "contact" })[0]).toBe(
      "In the last 28 days: 412 views a day, 9 leads from the contact form on this page (0.08 %).",
    );
  });

  it("says over how many days, when views were counted on fewer than all", () => {
    const week = { ...MEASURED, views: 2884, daysCounted: 7, viewsPerDay: 412 };
    expect(pageTrafficInWords(week, ANY_LEAD)[1]).toBe(
      "Views were counted on 7 days of the 28: the figures are over those days.",
    );
  });

  it("gives a checkout goal's reason for no rate, and says no views were counted yet", () => {
    const checkout: PageTraffic = {
      ...MEASURED,
      conversions: { measured: false, reason: "The site does not know which page." },
    };
    expect(pageTrafficInWords(checkout, { kind: "checkout" })).toEqual([
      "In the last 28 days: 412 views a day.",
      "The site does not know which page.",
    ]);
    expect(pageTrafficInWords(NONE_YET, ANY_LEAD)[0]).toBe("No views counted yet.");
  });

  it("says rates as the plan does, with a first digit for the smallest", () => {
    expect(measuredRateText(0.04)).toBe("4 %");
    expect(measuredRateText(9 / 11_536)).toBe("0.08 %");
    expect(measuredRateText(0.00004)).toBe("0.004 %");
    expect(measuredRateText(0)).toBe("0 %");
  });
});

describe("the figures the measured traffic fills in", () => {
  it("are the visitors a day and the rate in percent, which plan the days it takes", () => {
    const figures = figuresOfTraffic(MEASURED);
    expect(figures).toEqual({ dailyVisitors: "412", baselineRate: "0.078" });
    const planned = planOfFigures({ ...firstPlanFigures(2), ...figures, minimumLift: "20" });
    expect(planned.ok && planned.plan.days).toBeGreaterThan(0);
  });

  it("leave the rate to be typed without a lead or a measured rate, and fill nothing without views", () => {
    const noLead: PageTraffic = {
      ...MEASURED,
      conversions: { measured: true, leads: 0, rate: 0 },
    };
    expect(figuresOfTraffic(noLead)).toEqual({ dailyVisitors: "412" });
    expect(pageTrafficInWords(noLead, ANY_LEAD)).toContain(
      "With no lead yet there is no rate to use: type the current rate.",
    );
    const checkout: PageTraffic = { ...MEASURED, conversions: { measured: false, reason: "?" } };
    expect(figuresOfTraffic(checkout)).toEqual({ dailyVisitors: "412" });
    expect(figuresOfTraffic(NONE_YET)).toEqual({});
  });
});

describe("the measured traffic beside the plan", () => {
  it("shows the figures in a live region, the limit of views, and a button to use them", () => {
    const html = draw({ status: "loaded", data: MEASURED });
    expect(html).toMatch(/<div id="studio-experiment-traffic-figures" aria-live="polite">/u);
    const text = textOf(html);
    expect(text).toContain(
      "In the last 28 days: 412 views a day, 9 leads from this page (0.08 %).",
    );
    expect(text).toContain(VIEWS_ARE_NOT_VISITORS);
    expect(VIEWS_ARE_NOT_VISITORS).toMatch(/without visitor ids.*counts twice.*more days/u);
    const button = /<button([^>]*)>Use these figures<\/button>/u.exec(html)?.[1] ?? "";
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-describedby="studio-experiment-traffic-figures"');
  });

  it("offers nothing to use while it reads, when it failed, or with no view counted", () => {
    const reading = textOf(draw({ status: "loading" }));
    expect(reading).toContain("Reading what the site counted of the page");
    const failed = textOf(draw({ status: "failed", message: "The Studio is not reachable." }));
    expect(failed).toContain(
      "The page's traffic could not be read: The Studio is not reachable. Type the figures instead.",
    );
    const none = textOf(draw({ status: "loaded", data: NONE_YET }));
    expect(none).toContain("No views counted yet.");
    for (const text of [reading, failed, none]) expect(text).not.toContain("Use these figures");
  });

  it("sits in the plan form above the fields it fills, which stay editable", () => {
    const experiment: StudioExperiment = {
      id: "Ab3dE5gH9k",
      path: "/pricing",
      goal: ANY_LEAD,
      status: "draft",
      split: [1, 1],
      plan: null,
      variants: [{ arm: 1, revision: 1 }],
      createdAt: "2026-03-01T09:00:00.000Z",
      startedAt: null,
      endedAt: null,
      endedWith: null,
      keptOverFile: false,
    };
    const html = renderToStaticMarkup(
      createElement(PlanForm, { experiment, onStarted: () => {}, onRefused: () => {} }),
    );
    const traffic = html.indexOf("The page&#x27;s recent traffic");
    expect(traffic).toBeGreaterThan(0);
    expect(traffic).toBeLessThan(html.indexOf('name="baselineRate"'));
    expect(html).toMatch(/<input[^>]*name="dailyVisitors"/u);
    expect(html).not.toMatch(/<input[^>]*name="dailyVisitors"[^>]*readonly/iu);
  });
});
