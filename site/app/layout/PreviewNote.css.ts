import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** A band above the page that says it is a preview, in the warning colours. */
export const note = style({
  background: vars.colour.warningSubtle,
  color: vars.colour.text,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.warning}`,
  paddingBlock: vars.space.small,
});
