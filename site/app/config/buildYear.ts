/**
 * The year of the footer's copyright line: the year the site was built. The build writes it
 * into the server's and the browser's code alike (`VITE_BUILD_YEAR`, vite.config.ts), so a page
 * prerendered on 31 December hydrates with the same year on 1 January. Without a build (unit
 * tests, stories) it is the year the code runs in.
 */
export const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? new Date().getFullYear());
