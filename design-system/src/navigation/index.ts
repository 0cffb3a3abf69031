export * from "./MegaMenu";
export * from "./Header";
export * from "./MobileMenu";
export * from "./Footer";
export * from "./TopBar";
export * from "./MenuStrip";
export * from "./Breadcrumbs";
export * from "./LanguageSwitch";
export type { NavigationLink } from "./navigationLink";
