import { describe, expect, it } from "vitest";
import {
  armLabel,
  blockInWords,
  blocksInWords,
  blockTypesOf,
  comparisonInWords,
  leadExperimentInWords,
  goalInWords,
  percentText,
  pointsText,
  shareOfPercentText,
  splitInWords,
  statusInWords,
  visitorsText,
} from "./experimentWords";

describe("an experiment in words", () => {
  it("names the arms: the control, then variants B, C and D", () => {
    expect([0, 1, 2, 3].map(armLabel)).toEqual(["Control", "Variant B", "Variant C", "Variant D"]);
  });

  it("says what counts as a conversion", () => {
    expect(goalInWords({ kind: "lead" })).toBe("A lead from any form");
    expect(goalInWords({ kind: "lead", formName: "contact" })).toBe("A lead from the contact form");
    expect(goalInWords({ kind: "checkout" })).toBe("A checkout completed");
  });

  it("says where it is, and once ended, which arm it kept", () => {
    const ended = { status: "ended", keptOverFile: false } as const;
    expect(statusInWords({ status: "draft", endedWith: null, keptOverFile: false })).toBe(
      "Being composed",
    );
    expect(statusInWords({ status: "running", endedWith: null, keptOverFile: false })).toBe(
      "Running",
    );
    expect(statusInWords({ ...ended, endedWith: 0 })).toBe("Ended: kept the control");
    expect(statusInWords({ ...ended, endedWith: 2 })).toBe("Ended: published variant C");
    expect(statusInWords({ ...ended, endedWith: 1, keptOverFile: true })).toBe(
      "Ended: variant B shown until its file is deployed",
    );
  });

  it("writes shares as percentages with the decimals they need", () => {
    expect(percentText(0.04)).toBe("4 %");
    expect(percentText(0.04123)).toBe("4.12 %");
    expect(percentText(0.04123, 1)).toBe("4.1 %");
    expect(percentText(0)).toBe("0 %");
    expect(pointsText(0.012)).toBe("+1.2 points");
    expect(pointsText(-0.0051)).toBe("−0.5 points");
    expect(pointsText(0.01)).toBe("+1 point");
    expect(pointsText(-0.01)).toBe("−1 point");
  });

  it("reads a typed percentage as a share, and nothing else", () => {
    expect(shareOfPercentText("4")).toBe(0.04);
    expect(shareOfPercentText(" 4.5 % ")).toBeCloseTo(0.045, 12);
    expect(shareOfPercentText("4,5")).toBeCloseTo(0.045, 12);
    expect(shareOfPercentText("12%")).toBeCloseTo(0.12, 12);
    expect(shareOfPercentText(".5")).toBeCloseTo(0.005, 12);
    for (const text of ["", " ", "%", "four", "4.5.1", "1e3", "4 5"]) {
      expect(shareOfPercentText(text), text).toBeUndefined();
    }
  });

  it("writes a split as percentages of the whole, the control first", () => {
    expect(splitInWords([1, 1])).toBe("50/50");
    expect(splitInWords([60, 40])).toBe("60/40");
    expect(splitInWords([1, 1, 1])).toBe("33.3/33.3/33.3");
    expect(splitInWords([])).toBe("");
  });

  it("counts visitors with the site's separators", () => {
    expect(visitorsText(1)).toBe("1 visitor");
    expect(visitorsText(1875)).toBe("1,875 visitors");
  });

  it("counts blocks from 1, as the composer's problems do", () => {
    expect(blocksInWords([])).toBe("no block");
    expect(blocksInWords([1])).toBe("block 2");
    expect(blocksInWords([0, 2])).toBe("blocks 1 and 3");
    expect(blocksInWords([0, 1, 4])).toBe("blocks 1, 2 and 5");
  });

  it("says which arm a lead's visitor saw and what they saw of it", () => {
    expect(leadExperimentInWords({ path: "/pricing", arm: 1, blocksSeen: [0, 2] })).toBe(
      "Variant B of /pricing; saw blocks 1 and 3 before sending",
    );
    expect(leadExperimentInWords({ path: "/", arm: 0, blocksSeen: [] })).toBe(
      "The control of /; saw no block before sending",
    );
  });

  it("says how a variant compared with the control, with its interval and lift", () => {
    expect(
      comparisonInWords({
        arm: 1,
        difference: 0.012,
        interval: { low: 0.003, high: 0.021 },
        relativeLift: 0.3,
        outcome: "better",
      }),
    ).toBe(
      "Variant B: +1.2 points (from +0.3 to +2.1 points), a lift of +30 %: better than the control",
    );
    expect(
      comparisonInWords({
        arm: 2,
        difference: -0.004,
        interval: { low: -0.011, high: 0.003 },
        outcome: "inconclusive",
      }),
    ).toBe(
      "Variant C: −0.4 points (from −1.1 to +0.3 points): inconclusive, since its interval crosses zero",
    );
    expect(
      comparisonInWords({
        arm: 1,
        difference: 0.02,
        interval: { low: 0.01, high: 0.03 },
        outcome: "better",
      }),
    ).toBe("Variant B: +2 points (from +1 to +3 points): better than the control");
  });

  it("names a block by its place and, when known, its type", () => {
    const page = { meta: {}, blocks: [{ type: "Hero" }, { type: "CallToAction" }, { props: {} }] };
    expect(blockTypesOf(page)).toEqual(["Hero", "CallToAction", ""]);
    expect(blockTypesOf({ meta: {} })).toEqual([]);
    expect(blockInWords(1, "CallToAction")).toBe("Block 2: Call to action");
    expect(blockInWords(2, "")).toBe("Block 3");
    expect(blockInWords(0, undefined)).toBe("Block 1");
  });
});
