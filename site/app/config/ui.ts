/** How often, at most, the site records the window's size while it is being resized (ms). */
export const WINDOW_SIZE_THROTTLE_MS = 200;
