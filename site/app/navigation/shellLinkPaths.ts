import type { ShellText } from "../i18n/shellText";
import { footerColumns, footerLegalLinks } from "./footerColumns";
import { topBarLinks } from "./topBar";
import { mobileMenuExtras, topMenu } from "./topMenu";

/**
 * Every page the shell links to (menus, top bar, footer, the brand's link home), by its path in
 * English: the server looks up which of them exist in a page's locale (the root's loader).
 */
export function shellLinkPaths(text: ShellText): string[] {
  const paths = new Set<string>(["/", "/contact", "/legal/privacy-policy"]);
  const record = (path: string) => {
    paths.add(path);
    return path;
  };
  topMenu(text, record);
  mobileMenuExtras(text, record);
  topBarLinks(text, record);
  footerColumns(text, [], record);
  footerLegalLinks(text, record);
  return [...paths];
}
