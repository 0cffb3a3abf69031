import { resolvePageMeta, type PageMeta } from "@workcraft/domain/rules";
import { useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { defaultPageMeta, siteMetaDefaults } from "../config/site";
import type { ShownPage } from "./MetaStore";

function metaOf(data: unknown): PageMeta | undefined {
  if (typeof data !== "object" || data === null || !("meta" in data)) return undefined;
  const meta = (data as { meta?: unknown }).meta;
  if (typeof meta !== "object" || meta === null || !("title" in meta)) return undefined;
  return meta as PageMeta;
}

/** The meta the deepest matched route's data declares (`meta`), else the site's default meta. */
export function pageMetaOf(loaderData: readonly unknown[]): PageMeta {
  for (let index = loaderData.length - 1; index >= 0; index -= 1) {
    const meta = metaOf(loaderData[index]);
    if (meta) return meta;
  }
  return defaultPageMeta;
}

/** The page shown now, with its meta resolved by the domain's rules. */
export function useShownPage(): ShownPage {
  const { pathname } = useLocation();
  const matches = useMatches();
  const meta = pageMetaOf(matches.map((match) => match.loaderData));
  // The declared meta keeps its identity while the page stays, and so does the resolved one.
  const resolved = useMemo(() => resolvePageMeta(meta, siteMetaDefaults), [meta]);
  return { path: pathname, meta: resolved };
}
