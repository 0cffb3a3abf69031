import { appById } from "@workcraft/domain/data";
import type { Thing, WithContext } from "schema-dts";
import type { Crumb } from "../content/breadcrumbs";
import type { SitePage } from "../content/sitePages";
import { socialProfiles } from "../navigation/socialProfiles";
import {
  breadcrumbListJsonLd,
  organizationJsonLd,
  softwareApplicationJsonLd,
} from "./structuredData";

/**
 * A page's structured data for search engines: the organisation on `/`, an app with its offer,
 * the breadcrumb trail of a nested page.
 */
export function pageStructuredData(
  found: SitePage,
  breadcrumbs: readonly Crumb[],
): WithContext<Thing>[] {
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
