export { MENU_SCROLL_STEP, MenuStrip } from "./MenuStrip";
export type { MenuStripItem, MenuStripProps } from "./MenuStrip";
