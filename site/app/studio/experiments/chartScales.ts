/*
 * The arithmetic of the experiment's charts, drawn by hand in SVG: where a value falls on an
 * axis, and which round values the axis marks.
 */

/** The round steps an axis may end at, times a power of ten. */
const ROUND_STEPS = [1, 2, 2.5, 5, 10] as const;

/**
 * The smallest round number at or above `value` (1, 2, 2.5 or 5 times a power of ten), for an
 * axis's end: 0.043 → 0.05, 0.12 → 0.2, 870 → 1000. `empty` when there is nothing above zero.
 */
export function roundCeiling(value: number, empty: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return empty;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = ROUND_STEPS.find((candidate) => candidate * power >= value * (1 - 1e-12))!;
  return step * power;
}

/** `count` + 1 evenly spaced marks from 0 to `end`, both included. */
export function axisMarks(end: number, count: number): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (end * index) / count);
}

/**
 * Where a value from 0 to `end` falls on an axis `length` long starting at `start`; values past
 * either end are held at the ends, so a whisker never leaves the chart.
 */
export function axisPosition(value: number, end: number, start: number, length: number): number {
  const share = end > 0 ? Math.min(Math.max(value / end, 0), 1) : 0;
  return start + share * length;
}

/**
 * Where each of `count` points falls along an axis `length` long starting at `start`: spread from
 * one end to the other, or in the middle when there is one.
 */
export function spreadPositions(count: number, start: number, length: number): number[] {
  if (count === 1) return [start + length / 2];
  return Array.from({ length: count }, (_, index) => start + (length * index) / (count - 1));
}

/** A coordinate as the drawing writes it: to two decimals, with no float noise (77.6, not 77.600…01). */
export function svgNumber(value: number): number {
  return Math.round(value * 100) / 100;
}

/** An arm's colour and pattern among the charts' four (the control and variants B to D). */
export function armShade(arm: number): 0 | 1 | 2 | 3 {
  return (Math.abs(Math.trunc(arm)) % 4) as 0 | 1 | 2 | 3;
}
