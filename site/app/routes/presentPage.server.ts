// The page route's presenter: it joins the content, its JSON-LD (`seo/`) and its frame, so it
// sits above them all, beside the route.
import { localeOfPath, type PageMeta, type SiteLocale } from "@workcraft/domain/rules";
import type { RouterContextProvider } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import type { ResolvedBlock } from "../blocks/blockDefinitions";
import { serializeJsonLd } from "../seo/JsonLd";
import { pageStructuredData } from "../seo/pageStructuredData";
import { resolvedBlocksOf } from "../content/blockContext";
import { pageFrameOf, type PageFrame } from "../stores/pageFrame";
import { breadcrumbsOf, type Crumb } from "../content/breadcrumbs";
import { allSitePages, localesOfPage, sitePageAt } from "../content/sitePages.server";
import { collectionOf, collectionPages, type ListablePage } from "../content/collections";
import type { SitePage } from "../content/sitePages";
import { studioPagesContext, studioSitePage, type ShownArm } from "../content/studioPages.server";
import { listingTitle } from "../content/listingTitle";
import { pageLocales } from "../content/pageLocales";

/** A neighbour in a sequence of pages (a glossary term's pages). */
export interface PageLink {
  label: string;
  href: string;
}

/** What the page route renders: frame, meta, the trail, the blocks and the pager. */
export interface PresentedPage {
  path: string;
  /** The page's locale, from its path (`/de/pricing` is German). */
  locale: SiteLocale;
  /**
   * The locales the page exists in, its own among them: its alternates, and where the language
   * switch keeps the visitor on the same page.
   */
  locales: SiteLocale[];
  frame: PageFrame;
  meta: PageMeta;
  breadcrumbs: Crumb[];
  blocks: ResolvedBlock[];
  previous?: PageLink;
  next?: PageLink;
  /**
   * schema.org nodes (the organisation on `/`, an app with its offer, the breadcrumb trail),
   * serialized safe for a script element; empty when the page has none.
   */
  structuredData: string;
  /** What a preview link shows (never indexed) until this time, ISO; absent on a live page. */
  previewUntil?: string;
  /** The experiment running on the page and the arm shown, whose blocks the browser reports. */
  experiment?: { id: string; arm: number };
}

function serializedStructuredData(nodes: WithContext<Thing>[]): string {
  return nodes.length > 0 ? serializeJsonLd(nodes) : "";
}

/** The pages before and after this one among the pages of the same glossary term. */
function neighbours(found: SitePage, pages: readonly ListablePage[]) {
  if (collectionOf(found.path) !== "terms") return {};
  const folder = found.path.replace(/\/\d+$/u, "/");
  const siblings = collectionPages(pages, "terms").filter((page) => page.path.startsWith(folder));
  const index = siblings.findIndex((page) => page.path === found.path);
  const link = (page: ListablePage | undefined, label: string): PageLink | undefined =>
    page ? { label: `${label}: ${listingTitle(page.page)}`, href: page.path } : undefined;
  const previous = link(siblings[index - 1], "Previous");
  const next = link(siblings[index + 1], "Next");
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/**
 * The page at `path` ready to render, or undefined when the site has none there. Its lists show
 * the site's pages and the Studio's published pages `alsoListed`.
 */
export function presentPage(
  path: string,
  alsoListed: readonly ListablePage[] = [],
): PresentedPage | undefined {
  const found = sitePageAt(path);
  return found ? presentSitePage(found, [...allSitePages(), ...alsoListed]) : undefined;
}

/**
 * A page of the site, or one the Studio published, ready to render; its lists show `pages`.
 * It exists in `locales` (a page of the site: in those of its translations).
 */
export function presentSitePage(
  found: SitePage,
  pages: readonly ListablePage[],
  locales: SiteLocale[] = localesOfPage(found.path),
): PresentedPage {
  const { page } = found;
  const { locale } = localeOfPath(found.path);
  const breadcrumbs = breadcrumbsOf(found, sitePageAt);
  return {
    path: found.path,
    locale,
    locales,
    frame: pageFrameOf(page),
    meta: page.meta,
    breadcrumbs,
    structuredData: serializedStructuredData(pageStructuredData(found, breadcrumbs)),
    blocks: resolvedBlocksOf(page.blocks, pages, locale),
    ...neighbours(found, pages),
  };
}

/**
 * The page at `path` as the arm of an experiment shows it: a variant's content in place of the
 * page's own (undefined when it no longer passes the page schema: the page is then shown as it
 * is), or the page as it is for the control.
 */
export function presentArm(
  path: string,
  shown: ShownArm,
  listed: readonly ListablePage[],
): PresentedPage | undefined {
  if (shown.content === undefined) return undefined;
  const variant = studioSitePage({
    path,
    version: 0,
    content: shown.content,
    publishedAt: new Date(0),
  });
  return variant && presentSitePage(variant, [...allSitePages(), ...listed]);
}

/**
 * The locales the Studio page at `path` exists in: those its translations are published in (a
 * Studio page's translation is the Studio's page at `/de/…` or `/fr/…`), its own always.
 */
export function studioPageLocales(path: string, listed: readonly ListablePage[]): SiteLocale[] {
  const published = new Set(listed.map((page) => page.path));
  const { locale, pagePath } = localeOfPath(path);
  const locales = pageLocales(pagePath, (localized) => published.has(localized));
  return locales.includes(locale) ? locales : [locale];
}

/**
 * The Studio page published at `path`, ready to render among the site's pages and the Studio's
 * `listed` ones, when the server reads the Studio's.
 */
export async function presentStudioPage(
  path: string,
  context: Readonly<RouterContextProvider>,
  listed: readonly ListablePage[],
): Promise<PresentedPage | undefined> {
  const reader = context.get(studioPagesContext);
  const published = reader ? await reader.find(path) : null;
  const page = published ? studioSitePage(published) : undefined;
  if (!page) return undefined;
  const presented = presentSitePage(
    page,
    [...allSitePages(), ...listed],
    studioPageLocales(path, listed),
  );
  return published?.previewUntil
    ? { ...presented, previewUntil: published.previewUntil.toISOString() }
    : presented;
}
