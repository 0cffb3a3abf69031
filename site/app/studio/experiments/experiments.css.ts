import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/*
 * The experiment screens' charts, drawn in SVG: each arm in a colour of its own that holds at
 * least 3:1 against the page (as WCAG asks of graphics), and in a line pattern of its own too, so
 * no arm is told apart by colour alone.
 */

/** A chart and its caption, no wider than reads well. */
export const chart = style({
  margin: 0,
  maxInlineSize: vars.contentWidth.small,
});

/** The drawing scales with its column; its words keep the Studio's type. */
export const drawing = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fill: vars.colour.text,
});

/** An axis's words: muted, as a table's headings are. */
export const axisText = style({ fill: vars.colour.textMuted, fontSize: vars.fontSize.xsmall });

/** The axis's lines and the grid behind the bars. */
export const gridLine = style({ stroke: vars.colour.border, strokeWidth: 1 });

const ARM_COLOURS = [
  vars.colour.borderStrong,
  vars.colour.brand,
  vars.colour.accent,
  vars.colour.warning,
] as const;

/** Each arm's line, by arm (0 the control): its colour and its dashes. */
export const armLine = styleVariants(
  { 0: "none", 1: "8 4", 2: "2 3", 3: "10 3 2 3" },
  (dashes, arm) => ({
    stroke: ARM_COLOURS[Number(arm)],
    strokeWidth: 2,
    strokeDasharray: dashes,
    fill: "none",
  }),
);

/** Each arm's marks (a rate's dot, a day's point), filled in its colour. */
export const armMark = styleVariants({ 0: 0, 1: 1, 2: 2, 3: 3 }, (arm) => ({
  fill: ARM_COLOURS[arm],
}));

/** An arm's bar, a light wash of its colour under its interval. */
export const armBar = styleVariants({ 0: 0, 1: 1, 2: 2, 3: 3 }, (arm) => ({
  fill: ARM_COLOURS[arm],
  fillOpacity: 0.2,
}));

/** The legend of the visitors' chart: each arm's line beside its name. */
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.small,
});

/** A legend's sample of an arm's line. */
export const legendSample = style({ verticalAlign: "middle", marginInlineEnd: vars.space.xxsmall });

/** The verdict, set apart from the numbers under it. */
export const verdict = style({
  padding: vars.space.medium,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.colour.brand}`,
  background: vars.colour.surfaceSubtle,
});

/** The verdict when no verdict may be given (a sample-ratio mismatch). */
export const verdictWarning = style([verdict, { borderInlineStartColor: vars.colour.danger }]);

/** The plan as it is typed: figures under figures. */
export const planLines = style({ margin: 0, paddingInlineStart: vars.space.large });

/** Fields of the plan side by side where there is room. */
export const planFields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.medium,
  alignItems: "start",
});

/** An interval's whisker and its end caps: in the text's colour, over any arm's bar. */
export const whisker = style({ stroke: vars.colour.text, strokeWidth: 2 });
