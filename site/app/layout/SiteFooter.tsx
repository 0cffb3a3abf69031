import { Footer, type FooterType, type NavigationLink } from "@workcraft/design-system";
import { BUILD_YEAR } from "../config/buildYear";
import { BRAND } from "../config/site";
import { useShellText } from "../i18n/ShellTextProvider";
import { footerColumns, footerLegalLinks } from "../navigation/footerColumns";
import type { LocalizeLink } from "../navigation/shellLinks";
import { BrandLogo } from "./BrandLogo";

/**
 * The site's footer in the page's locale. A component of its own, so its words are read only
 * when it renders: kept as the server drew it (`ServerDrawn`), it never does in the browser until
 * what it shows changes, and its part of the catalogue loads only for that (a navigation).
 */
export function SiteFooter({
  type,
  useCases,
  localize,
}: {
  type: FooterType;
  useCases: readonly NavigationLink[] | undefined;
  localize: LocalizeLink;
}) {
  const text = useShellText();
  return (
    <Footer
      type={type}
      year={BUILD_YEAR}
      brand={BRAND}
      columns={footerColumns(text, useCases, localize)}
      legalLinks={footerLegalLinks(text, localize)}
      logo={<BrandLogo href={localize("/")} />}
      label={text.text("footer.navigation")}
      contactLabel={text.text("footer.contact")}
      privacyLabel={text.text("footer.privacyAndTerms")}
      contactHref={localize("/contact")}
      privacyHref={localize("/legal/privacy-policy")}
    />
  );
}
