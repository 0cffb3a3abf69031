/**
 * A fixed year for every story: the footers' copyright line and the site's build year in
 * Storybook (`.storybook/main.ts` defines `VITE_BUILD_YEAR` with it), so a picture never
 * changes with the calendar.
 */
export const STORY_YEAR = 2025;
