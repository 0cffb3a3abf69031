// The site's typeface, self-hosted from npm so no page asks another host for a font, and its
// metric-matched local fallback, so the page does not move when Inter swaps in.
import "@fontsource-variable/inter/wght.css";
import "./fallbackFont.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * Links that fetch Inter's Latin file (the one every page draws its text with) alongside the
 * stylesheets instead of after them, for a document's `<head>`. The URL is the bundler's, the
 * same file the stylesheet names, so the browser fetches it once.
 */
export const fontPreloads = [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
] as const;
