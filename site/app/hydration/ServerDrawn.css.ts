import { style } from "@vanilla-extract/css";

/** The wrapper of a part the server drew: no box of its own, so the page lays out as without it. */
export const drawn = style({ display: "contents" });
