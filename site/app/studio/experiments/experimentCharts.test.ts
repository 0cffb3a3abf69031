import type { ExperimentResults } from "@workcraft/domain/schemas";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWithStylesInNode, stopStylesInNode } from "../stylesInNode";
import type { ConversionChart as ConversionChartType } from "./ConversionChart";
import type {
  VisitorsChart as VisitorsChartType,
  dayInWords as dayInWordsType,
} from "./VisitorsChart";

/*
 * The results' charts drawn in Node: where each arm's rate and interval fall, and the table that
 * says the same to a screen reader (the drawing itself is hidden from it).
 */

let ConversionChart: typeof ConversionChartType;
let VisitorsChart: typeof VisitorsChartType;
let dayInWords: typeof dayInWordsType;

beforeAll(async () => {
  [{ ConversionChart }, { VisitorsChart, dayInWords }] = await loadWithStylesInNode(
    "site/app/studio/experiments/experimentCharts.test.ts",
    () => Promise.all([import("./ConversionChart"), import("./VisitorsChart")]),
  );
}, 60_000);

afterAll(() => stopStylesInNode());

const ARMS: ExperimentResults["arms"] = [
  { visitors: 1000, conversions: 40, rate: 0.04, interval: { low: 0.0295, high: 0.054 } },
  { visitors: 990, conversions: 60, rate: 0.0606, interval: { low: 0.0473, high: 0.0773 } },
];

/** The document of a chart's markup, parsed by hand: the attributes of each match. */
function attributes(markup: string, pattern: RegExp): Record<string, string>[] {
  return [...markup.matchAll(pattern)].map((match) =>
    Object.fromEntries(
      [...match[0].matchAll(/([a-zA-Z0-9-]+)="([^"]*)"/gu)].map(([, name, value]) => [
        name!,
        value!,
      ]),
    ),
  );
}

describe("the conversion chart", () => {
  const markup = () =>
    renderToStaticMarkup(createElement(ConversionChart, { arms: ARMS, confidence: 0.95 }));

  it("draws each arm's rate and interval on one axis from 0 % to a round end", () => {
    const html = markup();
    // The highest interval ends at 7.73 %: the axis ends at 10 %, marked every 2 %.
    expect(html).toContain(">0 %<");
    expect(html).toContain(">2 %<");
    expect(html).not.toContain(">2.5 %<");
    expect(html).toContain(">10 %<");
    const dots = attributes(html, /<circle[^>]*data-part="rate"[^>]*>/gu);
    const whiskers = attributes(html, /<line[^>]*data-part="interval"[^>]*>/gu);
    expect(dots).toHaveLength(2);
    // 0 % at x 96, 10 % at x 96 + 472: the control's 4 % at 96 + 0.4 · 472.
    expect(Number(dots[0]!.cx)).toBeCloseTo(96 + 0.4 * 472, 1);
    expect(Number(dots[1]!.cx)).toBeCloseTo(96 + 0.606 * 472, 1);
    expect(Number(whiskers[1]!.x1)).toBeCloseTo(96 + 0.473 * 472, 1);
    expect(Number(whiskers[1]!.x2)).toBeCloseTo(96 + 0.773 * 472, 1);
    // Below the control's dot, the variant's: a row each.
    expect(Number(dots[1]!.cy)).toBeGreaterThan(Number(dots[0]!.cy));
  });

  it("hides the drawing from screen readers and gives them the figures as a table", () => {
    const html = markup();
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/u);
    expect(html).toContain(
      "<figcaption>Conversion rate of each arm, with its 95 % interval</figcaption>",
    );
    expect(html).toContain(
      '<th scope="row">Variant B</th><td>990 visitors</td><td>60</td><td>6.06 %</td><td>4.73 % to 7.73 %</td>',
    );
  });

  it("keeps an axis before anyone converted", () => {
    const html = renderToStaticMarkup(
      createElement(ConversionChart, {
        arms: [0, 1].map(() => ({
          visitors: 0,
          conversions: 0,
          rate: 0,
          interval: { low: 0, high: 0 },
        })),
        confidence: 0.95,
      }),
    );
    expect(html).toContain(">1 %<");
    expect(html).not.toContain("NaN");
  });
});

describe("the visitors chart", () => {
  const days: ExperimentResults["days"] = [
    { day: "2026-03-01", visitors: [120, 118] },
    { day: "2026-03-02", visitors: [80, 95] },
    { day: "2026-03-03", visitors: [0, 4] },
  ];

  it("draws a line an arm through each day's visitors", () => {
    const html = renderToStaticMarkup(createElement(VisitorsChart, { days, arms: 2 }));
    const lines = attributes(html, /<polyline[^>]*>/gu);
    expect(lines).toHaveLength(2);
    // The axis ends at 200; the plot is 160 high from y 12; the days spread from x 48 to 616.
    expect(lines[0]!.points).toBe("48,76 332,108 616,172");
    expect(lines[1]!.points).toBe("48,77.6 332,96 616,168.8");
    expect(html).toContain(">1 Mar<");
    // The visitors' axis in five whole steps: 0, 40, … 200.
    expect(html).toContain(">40<");
    expect(html).toContain(">3 Mar<");
  });

  it("names each arm in a legend and gives the figures as a table", () => {
    const html = renderToStaticMarkup(createElement(VisitorsChart, { days, arms: 2 }));
    expect(html).toContain("<caption>Visitors counted each day, by arm</caption>");
    expect(html).toContain('<th scope="row">2 Mar</th><td>80</td><td>95</td>');
    expect(html).toMatch(/<ul[^>]*aria-hidden="true"[^>]*>.*Control.*Variant B.*<\/ul>/u);
  });

  it("keeps whole visitors on its axis when the counts are small", () => {
    const html = renderToStaticMarkup(
      createElement(VisitorsChart, { days: [{ day: "2026-03-01", visitors: [1, 0] }], arms: 2 }),
    );
    expect(html).toContain(">5<");
    expect(html).not.toContain(">0.2<");
  });

  it("says so when no visitor has been counted", () => {
    const html = renderToStaticMarkup(createElement(VisitorsChart, { days: [], arms: 2 }));
    expect(html).toContain("No visitor has been counted yet.");
    expect(html).not.toContain("<svg");
  });

  it("names days as the Studio does", () => {
    expect(dayInWords("2026-11-29")).toBe("29 Nov");
    expect(dayInWords("soon")).toBe("soon");
  });
});
