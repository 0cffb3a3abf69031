import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** What every text-like control shares: border, surface, type, invalid and disabled looks. */
export const control = style({
  display: "block",
  width: "100%",
  margin: 0,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.thin} solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.colour.surface,
  color: vars.colour.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  transition: [
    `border-color ${vars.duration.fast} ${vars.easing.standard}`,
    `box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
  ].join(", "),
  selectors: {
    "&::placeholder": { color: vars.colour.textMuted, opacity: 1 },
    "&:hover:not(:disabled)": { borderColor: vars.colour.text },
    // A thicker border in the danger colour: the state is not told by colour alone (see Field).
    "&[aria-invalid='true']": {
      borderColor: vars.colour.danger,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.colour.danger}`,
    },
    "&:disabled": {
      cursor: "not-allowed",
      opacity: vars.opacity.disabled,
      background: vars.colour.surfaceSubtle,
    },
  },
});

export const controlSizeStyles = styleVariants({
  small: { minHeight: vars.size.controlSmall, fontSize: vars.fontSize.small },
  medium: { minHeight: vars.size.controlMedium, fontSize: vars.fontSize.medium },
  large: { minHeight: vars.size.controlLarge, fontSize: vars.fontSize.large },
});
