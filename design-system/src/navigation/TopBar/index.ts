export { TOP_BAR_LINKS, TopBar } from "./TopBar";
export type { TopBarLink, TopBarProps } from "./TopBar";
