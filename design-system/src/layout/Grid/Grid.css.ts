import { style } from "@vanilla-extract/css";

/** A grid drawn as a list (`as="ul"` or `"ol"`) keeps its semantics but loses the bullets and indent. */
export const list = style({ listStyle: "none", margin: 0, padding: 0 });
