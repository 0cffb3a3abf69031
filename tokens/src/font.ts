// The site's typeface, self-hosted from npm so no page asks another host for a font.
import "@fontsource-variable/inter/wght.css";
