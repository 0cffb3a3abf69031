import type { PageMeta } from "@workcraft/domain/rules";
import { appById } from "@workcraft/domain/data";
import type { Thing, WithContext } from "schema-dts";
import { resolveBlock } from "../blocks/resolveBlock.server";
import { socialProfiles } from "../navigation/socialProfiles";
import { serializeJsonLd } from "../seo/JsonLd";
import {
  breadcrumbListJsonLd,
  organizationJsonLd,
  softwareApplicationJsonLd,
} from "../seo/structuredData";
import type { ResolvedBlock } from "../blocks/resolvedBlock";
import type { PageFrame } from "../layout/pageFrame";
import { allSitePages, sitePageAt } from "./sitePages.server";
import { collectionOf, collectionPages, type SitePage } from "./sitePages";

/** A crumb of the trail to a nested page; the current page's has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/** A neighbour in a sequence of pages (a glossary term's pages). */
export interface PageLink {
  label: string;
  href: string;
}

/** What the page route renders: frame, meta, the trail, the blocks and the pager. */
export interface PresentedPage {
  path: string;
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
}

function serializedStructuredData(nodes: WithContext<Thing>[]): string {
  return nodes.length > 0 ? serializeJsonLd(nodes) : "";
}

/** The page's structured data for search engines. */
function structuredDataOf(found: SitePage, breadcrumbs: readonly Crumb[]): WithContext<Thing>[] {
  const nodes: WithContext<Thing>[] = [];
  if (found.path === "/") {
    nodes.push(
      organizationJsonLd({
        logo: "/media-kit/workcraft-mark.svg",
        sameAs: socialProfiles.map((profile) => profile.href),
      }),
    );
  }
  for (const block of found.page.blocks) {
    const app = block.type === "AppDetails" ? appById(block.props.appId) : undefined;
    if (app) nodes.push(softwareApplicationJsonLd(app, found.path));
  }
  if (breadcrumbs.length > 0) nodes.push(breadcrumbListJsonLd(breadcrumbs, found.path));
  return nodes;
}

function crumbLabel(page: SitePage | undefined, segment: string): string {
  if (page?.page.listing?.title) return page.page.listing.title;
  const words = segment.replace(/-/gu, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Home, then each ancestor that is a page, then the page itself (without a link). */
function breadcrumbsOf(found: SitePage): Crumb[] {
  const segments = found.path.split("/").filter(Boolean);
  if (segments.length < 2) return [];
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  segments.slice(0, -1).forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const ancestor = sitePageAt(href);
    if (ancestor) crumbs.push({ label: crumbLabel(ancestor, segment), href });
  });
  crumbs.push({ label: crumbLabel(found, segments.at(-1) ?? "") });
  return crumbs;
}

/** The pages before and after this one among the pages of the same glossary term. */
function neighbours(found: SitePage, pages: readonly SitePage[]) {
  if (collectionOf(found.path) !== "terms") return {};
  const folder = found.path.replace(/\/\d+$/u, "/");
  const siblings = collectionPages(pages, "terms").filter((page) => page.path.startsWith(folder));
  const index = siblings.findIndex((page) => page.path === found.path);
  const link = (page: SitePage | undefined, label: string): PageLink | undefined =>
    page
      ? { label: `${label}: ${page.page.listing?.title ?? page.page.meta.title}`, href: page.path }
      : undefined;
  const previous = link(siblings[index - 1], "Previous");
  const next = link(siblings[index + 1], "Next");
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** The page at `path` ready to render, or undefined when the site has none there. */
export function presentPage(path: string): PresentedPage | undefined {
  const found = sitePageAt(path);
  if (!found) return undefined;
  const pages = allSitePages();
  const { page } = found;
  const breadcrumbs = breadcrumbsOf(found);
  return {
    path: found.path,
    frame: {
      layout: page.layout,
      footer: page.footer,
      navigation: page.navigation,
      sticky: page.sticky,
    },
    meta: page.meta,
    breadcrumbs,
    structuredData: serializedStructuredData(structuredDataOf(found, breadcrumbs)),
    blocks: page.blocks.map((block) => resolveBlock(block, pages)),
    ...neighbours(found, pages),
  };
}
