import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** The trail sits clear of the header above it. */
export const breadcrumbs = style({ paddingBlockStart: vars.space.large });
