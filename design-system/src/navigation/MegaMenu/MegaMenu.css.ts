import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

const ease = (property: string, speed: keyof typeof vars.duration = "fast") =>
  `${property} ${vars.duration[speed]} ${vars.easing.standard}`;

export const root = style({ position: "relative", display: "flex", alignItems: "center" });

export const list = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** Top-level links and triggers share one look. */
export const topEntry = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.medium,
  background: "transparent",
  color: vars.colour.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  transition: [ease("background-color"), ease("color")].join(", "),
  selectors: {
    "&:hover, &[data-state='open']": { background: vars.colour.surfaceSubtle },
    "&[data-active]": { color: vars.colour.brand },
  },
});

export const chevron = style({
  fontSize: vars.fontSize.small,
  transition: ease("transform", "medium"),
  selectors: { [`${topEntry}[data-state='open'] &`]: { transform: "rotate(180deg)" } },
});

/** A top-level entry that is not available yet: plain text beside its badge. */
export const topSoon = style([topEntry, { cursor: "default", color: vars.colour.textMuted }]);

const scaleIn = keyframes({
  from: { opacity: 0, transform: "scale(0.96)" },
  to: { opacity: 1, transform: "scale(1)" },
});

/**
 * An entry's panel, under the menu's row at its start. Hidden while closed; before the menu
 * runs in the browser, shown while its entry is pointed at or holds focus.
 */
export const content = style({
  position: "absolute",
  insetBlockStart: `calc(100% + ${vars.space.xsmall})`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.large,
  transformOrigin: "top left",
  border: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  background: vars.colour.surfaceRaised,
  boxShadow: vars.shadow.large,
  selectors: {
    "&[data-state='open']": {
      animation: `${scaleIn} ${vars.duration.medium} ${vars.easing.standard}`,
    },
    // The gap above the panel, so a pointer moving down to it keeps its entry pointed at.
    "&::before": {
      content: '""',
      position: "absolute",
      insetInline: 0,
      insetBlockEnd: "100%",
      blockSize: vars.space.xsmall,
    },
    "&[data-state='closed']": { display: "none" },
    // Radix writes pointer-events: none on a closed panel's own style; before the script runs
    // the panel shown by CSS must still take the visitor's clicks.
    [`${root}:not([data-enhanced]) li:is(:hover, :focus-within) > &`]: {
      display: "block",
      pointerEvents: "auto !important" as "auto",
    },
  },
});

export const columns = style({ display: "flex", gap: vars.space.large });

// A column is half a small content width; a long single list spreads over two.
const columnWidth = `calc(${vars.contentWidth.small} / 2)`;

export const group = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  width: columnWidth,
  selectors: { "&[data-wide]": { width: vars.contentWidth.small } },
});

export const groupTitle = style({
  margin: 0,
  paddingInline: vars.space.small,
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
});

export const panelList = style({
  display: "grid",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  selectors: { [`${group}[data-wide] &`]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const panelEntry = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.colour.text,
  textDecoration: "none",
  transition: ease("background-color"),
  selectors: {
    "a&:hover, a&[data-active]": { background: vars.colour.surfaceSubtle },
    "&[data-unavailable]": { color: vars.colour.textMuted },
  },
});

export const panelIcon = style({
  flex: "none",
  display: "inline-flex",
  fontSize: vars.size.iconLarge,
  color: vars.colour.brand,
});

export const panelText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
});

export const panelTitle = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const panelDescription = style({
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});
