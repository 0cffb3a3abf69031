import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const root = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.xsmall,
  color: vars.colour.text,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.snug,
  cursor: "pointer",
  selectors: {
    "&[data-disabled]": { cursor: "not-allowed", opacity: vars.opacity.disabled },
  },
});

// The box and its tick share one grid cell; the tick shows only when the box is checked.
export const box = style({
  display: "inline-grid",
  flexShrink: 0,
  // Centre a box of icon size on the first line of the label.
  marginBlock: `calc((1lh - ${vars.size.iconMedium}) / 2)`,
});

export const input = style({
  appearance: "none",
  gridArea: "1 / 1",
  width: vars.size.iconMedium,
  height: vars.size.iconMedium,
  margin: 0,
  border: `${vars.borderWidth.thick} solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.colour.surface,
  cursor: "inherit",
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    "&:checked": { background: vars.colour.brand, borderColor: vars.colour.brand },
    "&:hover:not(:disabled):not(:checked)": { borderColor: vars.colour.text },
    "&[aria-invalid='true']": { borderColor: vars.colour.danger },
    "&[aria-invalid='true']:checked": { background: vars.colour.danger },
  },
});

export const tick = style({
  gridArea: "1 / 1",
  width: vars.size.iconMedium,
  height: vars.size.iconMedium,
  color: vars.colour.onBrand,
  opacity: 0,
  pointerEvents: "none",
  selectors: { [`${input}:checked + &`]: { opacity: 1 } },
});
