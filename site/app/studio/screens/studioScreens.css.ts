import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/*
 * The Studio's lists of people, audit entries and leads: plain tables in the theme's type and
 * lines, whose long addresses and values wrap rather than push the page sideways.
 */

export const table = style({
  inlineSize: "100%",
  borderCollapse: "collapse",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
});

export const cell = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  textAlign: "start",
  verticalAlign: "top",
});

/** A cell of addresses and values people typed, broken anywhere rather than widen the table. */
export const longTextCell = style([cell, { overflowWrap: "anywhere" }]);

/** A column's heading: the line under it stronger than the rows'. */
export const columnHeading = style([
  cell,
  {
    borderBlockEndColor: vars.colour.borderStrong,
    color: vars.colour.textMuted,
    fontWeight: vars.fontWeight.semibold,
  },
]);

/** A row's heading (a person's name): as bold as a heading, without its weight of colour. */
export const rowHeading = style([cell, { fontWeight: vars.fontWeight.semibold }]);

/** A row of a disabled person, whose access is off. */
export const disabledRow = style({ color: vars.colour.textMuted });

/** Controls side by side in a cell, wrapping where the cell is narrow. */
export const cellControls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
});

/** A person's role beside its button: the choice takes the room the button leaves. */
export const roleChoice = style({
  selectors: { [`${cellControls} > &`]: { flex: "1 1 0", inlineSize: "auto", minInlineSize: 0 } },
});

/** A form or a list of the Studio that reads best in a column, not across a wide screen. */
export const readableColumn = style({ maxInlineSize: vars.contentWidth.small });

/** A lead's fields, one a line. */
export const fieldLines = style({ margin: 0, padding: 0, listStyle: "none" });
