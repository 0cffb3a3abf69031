export { MENU_SCROLL_STEP, MenuStrip } from "./MenuStrip";
export type { MenuStripProps } from "./MenuStrip";
