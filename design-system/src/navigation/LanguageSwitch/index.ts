export { LanguageSwitch } from "./LanguageSwitch";
export type { LanguageChoice, LanguageSwitchProps } from "./LanguageSwitch";
