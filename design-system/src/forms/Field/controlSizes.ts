/** Heights of single-line controls, matching the button sizes. */
export const controlSizes = ["small", "medium", "large"] as const;
export type ControlSize = (typeof controlSizes)[number];
