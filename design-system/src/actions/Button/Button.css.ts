import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xsmall,
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: "none",
  // A label longer than the room wraps inside the button rather than run past its box.
  maxWidth: "100%",
  textAlign: "center",
  textWrap: "balance",
  cursor: "pointer",
  userSelect: "none",
  transition: [
    `background-color ${vars.duration.fast} ${vars.easing.standard}`,
    `border-color ${vars.duration.fast} ${vars.easing.standard}`,
    `color ${vars.duration.fast} ${vars.easing.standard}`,
  ].join(", "),
  selectors: {
    "&[aria-disabled='true'], &:disabled": {
      cursor: "not-allowed",
      opacity: vars.opacity.disabled,
    },
    "&[aria-busy='true']": { cursor: "progress", opacity: 1 },
  },
});

const interactive = "&:not([aria-disabled='true']):not(:disabled)";

export const variant = styleVariants({
  primary: {
    background: vars.colour.brand,
    color: vars.colour.onBrand,
    selectors: { [`${interactive}:hover`]: { background: vars.colour.brandHover } },
  },
  secondary: {
    background: vars.colour.surface,
    color: vars.colour.brand,
    borderColor: vars.colour.brand,
    selectors: { [`${interactive}:hover`]: { background: vars.colour.brandSubtle } },
  },
  ghost: {
    background: "transparent",
    color: vars.colour.text,
    selectors: { [`${interactive}:hover`]: { background: vars.colour.surfaceSubtle } },
  },
  link: {
    background: "transparent",
    color: vars.colour.brand,
    textDecoration: "underline",
    textUnderlineOffset: vars.underline.offset,
    selectors: { [`${interactive}:hover`]: { color: vars.colour.brandHover } },
  },
});

export const size = styleVariants({
  small: {
    minHeight: vars.size.controlSmall,
    paddingInline: vars.space.small,
    fontSize: vars.fontSize.small,
  },
  medium: {
    minHeight: vars.size.controlMedium,
    paddingInline: vars.space.medium,
    fontSize: vars.fontSize.medium,
  },
  large: {
    minHeight: vars.size.controlLarge,
    paddingInline: vars.space.large,
    fontSize: vars.fontSize.large,
  },
});

export const fullWidth = style({ width: "100%" });

/** A link-styled button sits in text: no padding or height of its own (declared after sizes). */
export const flush = style({ paddingInline: 0, minHeight: "auto" });

/** Square buttons that hold only an icon. */
export const iconOnly = style({ paddingInline: 0, aspectRatio: "1 / 1" });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1em",
  height: "1em",
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderRightColor: "transparent",
  animation: `${spin} 700ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2s" } },
});
