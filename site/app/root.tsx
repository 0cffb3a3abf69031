import { fontPreloads } from "@workcraft/tokens/font";
import "@workcraft/tokens";
import { Container, dataFlag, Heading, Text, useEveryPartHydrated } from "@workcraft/design-system";
import { lightThemeClass, palette } from "@workcraft/tokens";
import type { ReactNode } from "react";
import { preinit, preloadModule } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  useLocation,
  useRouteLoaderData,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from "@workcraft/domain/rules";
import { loadCatalogue, loadMessageFormatting, ShellText } from "./i18n/shellText";
import { ShellTextProvider, useShellText } from "./i18n/ShellTextProvider";
import { holdSentBeforeScript } from "./forms/sentBeforeScript";
import { InlineScript } from "./layout/pageNonce";
import { ShellLinkProvider } from "./layout/ShellLinkProvider";
import type { RootData } from "./layout/rootData";
import { ServerDrawnLinks } from "./layout/ServerDrawnLinks";
import { SiteLayout } from "./layout/SiteLayout";
import { SiteToast } from "./layout/SiteToast";
import { ThirdPartyScripts } from "./thirdParty/ThirdPartyScripts";
import { UpdatePrompt } from "./updates/UpdatePrompt";
import * as page from "./layout/page.css";
import { scrollRestorationKey } from "./navigation/scrollRule";
import { listUseCaseLinks, localizedUseCaseLinks } from "./navigation/useCaseLinks.server";
import { studioListedPages } from "./content/studioPages.server";
import { sitePageAt } from "./content/sitePages.server";
import { shellLinkPaths } from "./navigation/shellLinkPaths";
import { StoresProvider } from "./stores/StoresProvider";
import { messageScripts, stylesheet } from "virtual:workcraft-build-assets";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...fontPreloads,
];

/**
 * What every page's frame shows: its locale, read once from its path (English unprefixed,
 * `/de/…` German, `/fr/…` French), with that locale's messages loaded for the render; and from
 * the content, the use cases the footer lists, the Studio's published ones with them.
 */
export async function loader({ context, url }: Route.LoaderArgs): Promise<RootData> {
  // The page's address (`url`), not the request's, which for the page's data ends in `.data`.
  const { locale } = localeOfPath(url.pathname);
  const [listed] = await Promise.all([
    studioListedPages(context),
    loadCatalogue(locale),
    loadMessageFormatting(),
  ]);
  const text = new ShellText(locale);
  const translatedPaths =
    locale === DEFAULT_LOCALE
      ? []
      : shellLinkPaths(text).filter(
          (path) => sitePageAt(localizedPath(path, locale)) !== undefined,
        );
  const useCases = localizedUseCaseLinks(listUseCaseLinks(listed), locale, text, listed);
  return { locale, translatedPaths, useCases };
}

/**
 * A page opened in the browser after the first: its locale's whole catalogue and the formatter
 * load (once) before its loaders run, so whatever the page and the frame redraw (the footer among
 * them) can say it. Only a page's first load waits for no more than its own part.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ url }) => {
    const { locale } = localeOfPath(url.pathname);
    await Promise.all([loadCatalogue(locale), loadMessageFormatting()]);
  },
];

/** The root's data changes with the page's locale (and otherwise when React Router's rule says). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate ||
    localeOfPath(currentUrl.pathname).locale !== localeOfPath(nextUrl.pathname).locale
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // The stylesheet goes first in the head, before any script: a slow phone then paints the page
  // while its scripts still load. (React Router names it again later; the browser fetches once.)
  if (stylesheet) preinit(stylesheet, { as: "style", precedence: "site" });
  // Set once React has hydrated the whole page, every part of it (its scripts start after the
  // first paint): what a journey waits for before it uses what only the script does.
  const hydrated = useEveryPartHydrated();
  // The locale the root's loader read from the path; a page whose root data failed reads it again.
  const { pathname } = useLocation();
  const locale = useRouteLoaderData<RootData>("root")?.locale ?? localeOfPath(pathname).locale;
  // The page's part of its locale's messages, which the browser loads before it hydrates.
  for (const href of messageScripts[locale]?.page ?? []) preloadModule(href);
  return (
    // The theme on the root element: every element, dialogs and toasts in portals too, reads it.
    <html lang={locale} className={lightThemeClass} data-hydrated={dataFlag(hydrated)}>
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
        <ShellTextProvider locale={locale}>
          <StoresProvider>
            <ShellLinkProvider>
              {children}
              <SiteToast />
            </ShellLinkProvider>
          </StoresProvider>
          <ServerDrawnLinks />
          <UpdatePrompt />
        </ShellTextProvider>
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
  const shellText = useShellText();
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : shellText.text("error.title");
  const detail =
    import.meta.env.DEV && error instanceof Error ? error.message : shellText.text("error.detail");
  return (
    <SiteLayout>
      <Container width="medium" className={`${page.section} ${page.stack}`}>
        <Heading level={1}>{heading}</Heading>
        <Text>{detail}</Text>
      </Container>
    </SiteLayout>
  );
}
