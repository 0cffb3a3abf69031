import { Footer, Header, HydrationPart, SkipLink, TopBar } from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "./rootData";
import { HeaderCart } from "../cart/HeaderCart";
import { BUILD_YEAR } from "../config/buildYear";
import { BRAND } from "../config/site";
import { footerColumns, footerLegalLinks } from "../navigation/footerColumns";
import { topBarLinks } from "../navigation/topBar";
import { mobileMenuExtras, topMenu } from "../navigation/topMenu";
import { useStores } from "../stores/StoresProvider";
import { BrandLogo } from "./BrandLogo";
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
 */
export const SiteLayout = observer(function SiteLayout({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  const { pathname } = useLocation();
  const useCases = useRouteLoaderData<RootData>("root")?.useCases;
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
      <SkipLink href="#main" />
      {ui.layout === "media" ? (
        <TopBar logo={<BrandLogo />} links={topBarLinks} currentRoute={pathname} />
      ) : (
        <HydrationPart>
          <Header
            logo={<BrandLogo />}
            items={menu ? topMenu : []}
            mobileItems={menu ? mobileMenuExtras : []}
            currentRoute={pathname}
            actions={<HeaderCart />}
            sticky={ui.stickyHeader}
            onStuckChange={ui.setHeaderStuck}
            mobileMenuOpen={ui.mobileMenuOpen}
            onMobileMenuOpenChange={ui.setMobileMenuOpen}
          />
        </HydrationPart>
      )}
      {main}
      {/* The footer does not act: it stays as the server drew it until what it shows changes. */}
      <ServerDrawn part="footer" keep={JSON.stringify([footerType, useCases])}>
        <Footer
          type={footerType}
          year={BUILD_YEAR}
          brand={BRAND}
          columns={footerColumns(useCases)}
          legalLinks={footerLegalLinks}
          logo={<BrandLogo />}
        />
      </ServerDrawn>
    </div>
  );
});
