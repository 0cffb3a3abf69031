import english from "virtual:workcraft-messages/en-all";
import { keepCatalogue, ShellText } from "../../site/app/i18n/shellText";
import { footerColumns } from "../../site/app/navigation/footerColumns";
import { englishLinks } from "../../site/app/navigation/shellLinks";
import { topBarLinks } from "../../site/app/navigation/topBar";
import { mobileMenuExtras, topMenu } from "../../site/app/navigation/topMenu";

/** The shell's text as an English page has it: the compiled English catalogue, as the site's build gives it. */
keepCatalogue("en", english);
export const englishText = new ShellText("en");

/** The site's menus and footer on an English page. */
export const siteTopMenu = topMenu(englishText, englishLinks);
export const siteMobileMenuExtras = mobileMenuExtras(englishText, englishLinks);
export const siteTopBarLinks = topBarLinks(englishText, englishLinks);
export const siteFooterColumns = (...useCases: Parameters<typeof footerColumns>[1][]) =>
  footerColumns(englishText, useCases[0]);
