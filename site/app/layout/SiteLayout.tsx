import { Header, HydrationPart, SkipLink, TopBar } from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "./rootData";
import { HeaderCart } from "../cart/HeaderCart";
import { useShellText } from "../i18n/ShellTextProvider";
import { englishLinks, localizeLinks } from "../navigation/shellLinks";
import { topBarLinks } from "../navigation/topBar";
import { mobileMenuExtras, topMenu } from "../navigation/topMenu";
import { useStores } from "../stores/StoresProvider";
import { useMemo } from "react";
import { BrandLogo } from "./BrandLogo";
import { SiteFooter } from "./SiteFooter";
import { PageLanguageSwitch } from "./PageLanguageSwitch";
import { ServerDrawn } from "../hydration/ServerDrawn";
import * as styles from "./SiteLayout.css";
import { useInstantNavigationScroll } from "./useInstantNavigationScroll";
import { useNavigationReset } from "./useNavigationReset";
import { useWindowSize } from "./useWindowSize";

/**
 * The frame a page sits in, as its frame asks (spec section 2, "Layouts"): the main layout
 * (header with the top menu, content, footer), the media layout (top bar, content, full
 * footer) or none (the page alone in its main region). The header and the content hydrate
 * apart (`HydrationPart`), so neither waits for the other nor makes one long task of both.
 * Everything the frame says is in the page's locale, and its links lead to the locale's pages
 * where they exist (the root's `translatedPaths`).
 */
export const SiteLayout = observer(function SiteLayout({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  const { pathname } = useLocation();
  const rootData = useRouteLoaderData<RootData>("root");
  const useCases = rootData?.useCases;
  const text = useShellText();
  const translatedPaths = rootData?.translatedPaths;
  const localize = useMemo(
    () => (translatedPaths ? localizeLinks(text.locale, translatedPaths) : englishLinks),
    [text.locale, translatedPaths],
  );
  useNavigationReset(ui);
  useInstantNavigationScroll();
  useWindowSize(ui);

  const main = (
    <main id="main" tabIndex={-1} className={styles.main}>
      <HydrationPart>{children}</HydrationPart>
    </main>
  );
  if (ui.layout === "none") return <div className={styles.shell}>{main}</div>;

  const menu = ui.showsTopMenu;
  const footerType = ui.layout === "media" ? "default" : ui.footer;
  return (
    <div className={styles.shell}>
      <SkipLink href="#main">{text.text("shell.skipToContent")}</SkipLink>
      {ui.layout === "media" ? (
        <TopBar
          logo={<BrandLogo href={localize("/")} />}
          links={topBarLinks(text, localize)}
          currentRoute={pathname}
          label={text.text("header.navigation")}
        />
      ) : (
        <HydrationPart>
          <Header
            logo={<BrandLogo href={localize("/")} />}
            items={menu ? topMenu(text, localize) : []}
            mobileItems={menu ? mobileMenuExtras(text, localize) : []}
            menuLabel={text.text("header.navigation")}
            labels={{
              mobileMenu: text.text("header.mobileMenu"),
              closeMobileMenu: text.text("header.closeMobileMenu"),
              scrollLeft: text.text("header.scrollLeft"),
              scrollRight: text.text("header.scrollRight"),
            }}
            currentRoute={pathname}
            actions={
              <>
                <PageLanguageSwitch />
                <HeaderCart />
              </>
            }
            sticky={ui.stickyHeader}
            onStuckChange={ui.setHeaderStuck}
            mobileMenuOpen={ui.mobileMenuOpen}
            onMobileMenuOpenChange={ui.setMobileMenuOpen}
          />
        </HydrationPart>
      )}
      {main}
      {/* The footer does not act: it stays as the server drew it until what it shows changes. */}
      <ServerDrawn
        part="footer"
        keep={JSON.stringify([footerType, useCases, text.locale, translatedPaths])}
      >
        <SiteFooter type={footerType} useCases={useCases} localize={localize} />
      </ServerDrawn>
    </div>
  );
});
