import { Breadcrumbs, Container, Inline, Link, Section } from "@workcraft/design-system";
import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { localeOfPath } from "@workcraft/domain/rules";
import { BlockList } from "../blocks/BlockList";
import { useShellText } from "../i18n/ShellTextProvider";
import { loadBlockViews } from "../blocks/blockViews";
import { presentArm, presentPage, presentStudioPage } from "./presentPage.server";
import { studioListedPages, studioPagesContext } from "../content/studioPages.server";
import { NotFoundView } from "../layout/NotFoundView";
import { PreviewNote } from "../layout/PreviewNote";
import { ServerDrawn } from "../hydration/ServerDrawn";
import { useBlockReports } from "../experiments/useBlockReports";
import { noindexPageMeta, notFoundMeta, pageMeta } from "../meta/pageMeta";
import { JsonLdScript } from "../seo/JsonLd";
import type { Route } from "./+types/page";
import * as styles from "./page.css";

/**
 * Every page of the site: a content file, a catalogue page or a page the Studio published,
 * found by its path. A path with no page (an unknown app slug, say) is the 404 page with
 * status 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const listed = await studioListedPages(context);
  // Under an experiment, the server says which arm this visitor is shown (see experimentPages);
  // after one, which variant it kept for everyone over a content file's page, if any.
  const shown = context.get(studioPagesContext)?.armAt?.(url.pathname);
  const page =
    (shown && presentArm(url.pathname, shown, listed)) ??
    presentPage(url.pathname, listed) ??
    (await presentStudioPage(url.pathname, context, listed));
  if (!page) throw data({ path: url.pathname }, { status: 404 });
  await loadBlockViews(page.blocks.map((block) => block.type));
  return shown && !shown.kept
    ? { ...page, experiment: { id: shown.experimentId, arm: shown.arm } }
    : page;
}

/**
 * In the browser, a page opened by a link loads its data and the views of its blocks before
 * it shows. If a view cannot load (a new version of the site replaced it), the page is opened
 * afresh from the server, as React Router does for its own route modules.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  try {
    await loadBlockViews(page.blocks.map((block) => block.type));
  } catch {
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  return page;
}

/**
 * A page's data depends on its path alone: a change of the search params (the app store's search
 * and filters) loads nothing again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData || error) return notFoundMeta("/404", localeOfPath(location.pathname).locale);
  if (loaderData.previewUntil) return noindexPageMeta(loaderData.meta, loaderData.path);
  return pageMeta(loaderData.meta, loaderData.path, loaderData.locales);
};

export default function Page({ loaderData: page }: Route.ComponentProps) {
  useBlockReports(page.experiment?.id);
  const text = useShellText();
  return (
    <>
      {page.previewUntil && <PreviewNote until={page.previewUntil} />}
      {page.breadcrumbs.length > 0 && (
        <ServerDrawn part="breadcrumbs" keep={page}>
          <Container className={styles.breadcrumbs}>
            <Breadcrumbs
              label={text.text("page.breadcrumb")}
              items={page.breadcrumbs.map((crumb) => ({
                label: crumb.label,
                ...(crumb.href ? { href: crumb.href } : {}),
              }))}
            />
          </Container>
        </ServerDrawn>
      )}
      <BlockList blocks={page.blocks} reported={page.experiment !== undefined} />
      {page.structuredData && <JsonLdScript json={page.structuredData} />}
      {(page.previous || page.next) && (
        <ServerDrawn part="pages of this term" keep={page}>
          <Section spacing="small">
            <Container width="medium">
              <nav aria-label="Pages of this term">
                <Inline gap="large" justifyContent="space-between">
                  {page.previous ? (
                    <Link href={page.previous.href}>{page.previous.label}</Link>
                  ) : (
                    <span />
                  )}
                  {page.next && <Link href={page.next.href}>{page.next.label}</Link>}
                </Inline>
              </nav>
            </Container>
          </Section>
        </ServerDrawn>
      )}
    </>
  );
}

/** A path without a page: the 404 page, with the status the loader set. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const path = (error.data as { path?: string } | null)?.path ?? "/";
    return <NotFoundView path={path} />;
  }
  throw error;
}
