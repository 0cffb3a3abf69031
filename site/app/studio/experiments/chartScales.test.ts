import { describe, expect, it } from "vitest";
import {
  armShade,
  axisMarks,
  axisPosition,
  roundCeiling,
  spreadPositions,
  svgNumber,
} from "./chartScales";

describe("the experiment charts' axes", () => {
  it("end at the round number at or above the largest value", () => {
    expect(roundCeiling(0.043, 0.01)).toBeCloseTo(0.05, 12);
    expect(roundCeiling(0.05, 0.01)).toBeCloseTo(0.05, 12);
    expect(roundCeiling(0.12, 0.01)).toBeCloseTo(0.2, 12);
    expect(roundCeiling(0.21, 0.01)).toBeCloseTo(0.25, 12);
    expect(roundCeiling(0.26, 0.01)).toBeCloseTo(0.5, 12);
    expect(roundCeiling(0.7, 0.01)).toBeCloseTo(1, 12);
    expect(roundCeiling(870, 10)).toBe(1000);
    expect(roundCeiling(3, 10)).toBe(5);
    expect(roundCeiling(1, 10)).toBe(1);
    // Nothing above zero yet: the axis still has a length.
    expect(roundCeiling(0, 0.01)).toBe(0.01);
    expect(roundCeiling(Number.NaN, 10)).toBe(10);
  });

  it("mark the axis evenly from 0 to its end", () => {
    expect(axisMarks(0.05, 5).map((mark) => Number(mark.toFixed(4)))).toEqual([
      0, 0.01, 0.02, 0.03, 0.04, 0.05,
    ]);
    expect(axisMarks(100, 2)).toEqual([0, 50, 100]);
  });

  it("place a value along the axis, held at its ends", () => {
    expect(axisPosition(0, 0.1, 20, 400)).toBe(20);
    expect(axisPosition(0.05, 0.1, 20, 400)).toBe(220);
    expect(axisPosition(0.1, 0.1, 20, 400)).toBe(420);
    expect(axisPosition(-0.01, 0.1, 20, 400)).toBe(20);
    expect(axisPosition(0.3, 0.1, 20, 400)).toBe(420);
    expect(axisPosition(5, 0, 20, 400)).toBe(20);
  });

  it("spread the days from one end to the other, or one day in the middle", () => {
    expect(spreadPositions(3, 10, 100)).toEqual([10, 60, 110]);
    expect(spreadPositions(1, 10, 100)).toEqual([60]);
    expect(spreadPositions(0, 10, 100)).toEqual([]);
  });

  it("write coordinates to two decimals", () => {
    expect(svgNumber(77.60000000000001)).toBe(77.6);
    expect(svgNumber(319.256)).toBe(319.26);
    expect(svgNumber(12)).toBe(12);
  });

  it("give each arm one of four shades, the control its own", () => {
    expect([0, 1, 2, 3].map(armShade)).toEqual([0, 1, 2, 3]);
  });
});
