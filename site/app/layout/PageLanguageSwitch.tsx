import { LanguageSwitch } from "@workcraft/design-system";
import {
  LOCALE_NAMES,
  localeOfPath,
  localizedPath,
  SITE_LOCALES,
  type SiteLocale,
} from "@workcraft/domain/rules";
import { useLocation, useMatches } from "react-router";
import { pageLocales } from "../content/pageLocales";
import { useShellText } from "../i18n/ShellTextProvider";

/** What a page route's data says of the locales its page exists in (the page route's `locales`). */
interface LocalesOfPage {
  locales?: SiteLocale[];
}

/**
 * The header's choice of language: each locale leads to the page shown in that locale where it
 * exists there (with the same query: the store's search, the checkout's order), else to that
 * locale's home. The page route says where its page exists; the cart and the checkout exist in
 * every locale; a path with no page (the 404) offers each locale's home. Nothing redirects by
 * the visitor's address or browser language: the visitor chooses.
 */
export function PageLanguageSwitch() {
  const text = useShellText();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { locale, pagePath } = localeOfPath(pathname);
  const data = matches.at(-1)?.data as LocalesOfPage | undefined;
  const locales = data?.locales ?? pageLocales(pagePath, () => false);
  const languages = SITE_LOCALES.map((choice) => ({
    locale: choice,
    name: LOCALE_NAMES[choice],
    href: locales.includes(choice)
      ? `${localizedPath(pagePath, choice)}${search}`
      : localizedPath("/", choice),
    current: choice === locale,
  }));
  return <LanguageSwitch languages={languages} label={text.text("header.language")} />;
}
