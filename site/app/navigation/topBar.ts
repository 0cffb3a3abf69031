import type { NavigationLink } from "@workcraft/design-system";
import type { ShellText } from "../i18n/shellText";
import type { LocalizeLink } from "./shellLinks";

/** The links of the media and news layout's top bar (spec section 2), in the page's locale. */
export function topBarLinks(text: ShellText, localize: LocalizeLink): NavigationLink[] {
  return [
    { label: text.text("menu.home"), href: localize("/") },
    { label: text.text("menu.support"), href: localize("/company/support") },
    { label: text.text("menu.appStore"), href: localize("/business-app") },
  ];
}
