import { fontPreloads } from "@workcraft/tokens/font";
import "@workcraft/tokens";
import {
  Container,
  dataFlag,
  Heading,
  LinkProvider,
  Text,
  useEveryPartHydrated,
} from "@workcraft/design-system";
import { lightThemeClass, palette } from "@workcraft/tokens";
import type { ReactNode } from "react";
import { preinit } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { DEFAULT_LOCALE } from "./config/site";
import { holdSentBeforeScript } from "./forms/sentBeforeScript";
import { InlineScript } from "./layout/pageNonce";
import { RouterLink } from "./layout/RouterLink";
import type { RootData } from "./layout/rootData";
import { ServerDrawnLinks } from "./layout/ServerDrawnLinks";
import { SiteLayout } from "./layout/SiteLayout";
import { SiteToast } from "./layout/SiteToast";
import { ThirdPartyScripts } from "./thirdParty/ThirdPartyScripts";
import { UpdatePrompt } from "./updates/UpdatePrompt";
import * as page from "./layout/page.css";
import { scrollRestorationKey } from "./navigation/scrollRule";
import { listUseCaseLinks } from "./navigation/useCaseLinks.server";
import { studioListedPages } from "./content/studioPages.server";
import { StoresProvider } from "./stores/StoresProvider";
import { stylesheet } from "virtual:workcraft-build-assets";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...fontPreloads,
];

/**
 * What every page's frame shows from the content: the use cases the footer lists, the Studio's
 * published ones with them.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  return { useCases: listUseCaseLinks(await studioListedPages(context)) };
}

export function Layout({ children }: { children: ReactNode }) {
  // The stylesheet goes first in the head, before any script: a slow phone then paints the page
  // while its scripts still load. (React Router names it again later; the browser fetches once.)
  if (stylesheet) preinit(stylesheet, { as: "style", precedence: "site" });
  // Set once React has hydrated the whole page, every part of it (its scripts start after the
  // first paint): what a journey waits for before it uses what only the script does.
  const hydrated = useEveryPartHydrated();
  return (
    // The theme on the root element: every element, dialogs and toasts in portals too, reads it.
    <html lang={DEFAULT_LOCALE} className={lightThemeClass} data-hydrated={dataFlag(hydrated)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette.colour.brand} />
        {/* Before any form is parsed: a form sent before the page's script runs is held. */}
        <InlineScript source={holdSentBeforeScript} />
        <Meta />
        <Links />
      </head>
      <body>
        <StoresProvider>
          <LinkProvider component={RouterLink}>
            {children}
            <SiteToast />
          </LinkProvider>
        </StoresProvider>
        <ServerDrawnLinks />
        <UpdatePrompt />
        <ThirdPartyScripts />
        <ScrollRestoration getKey={scrollRestorationKey} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/** Shown when a page fails to render: a readable message, never a stack trace in production. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Sorry";
  const detail =
    import.meta.env.DEV && error instanceof Error
      ? error.message
      : "Something went wrong while loading this page. Please try again.";
  return (
    <SiteLayout>
      <Container width="medium" className={`${page.section} ${page.stack}`}>
        <Heading level={1}>{heading}</Heading>
        <Text>{detail}</Text>
      </Container>
    </SiteLayout>
  );
}
