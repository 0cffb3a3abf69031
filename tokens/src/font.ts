// The site's typeface, self-hosted from npm so no page asks another host for a font, and its
// metric-matched local fallback, so the page does not move when Inter swaps in.
import "@fontsource-variable/inter/wght.css";
import "./fallbackFont.css";
