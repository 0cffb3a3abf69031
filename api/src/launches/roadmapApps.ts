import { appById, ROADMAP_ITEMS } from "@workcraft/domain/data";
import { localizedPath, type RoadmapKey, type SiteLocale } from "@workcraft/domain/rules";

/** An app visitors vote for, as the launch notices name and link it. */
export interface RoadmapApp {
  key: RoadmapKey;
  /** Its name, the same in every language. */
  name: string;
  /** Its page on the site (unprefixed), for an app of the store; a roadmap app has none. */
  path?: string | undefined;
}

/** Where the home page shows the roadmap. */
const ROADMAP_ANCHOR = "#roadmap";

/**
 * The app of `key`: a coming-soon app of the store (its catalogue name and page) or an app of
 * the roadmap (its roadmap name, no page of its own).
 */
export function roadmapApp(key: RoadmapKey): RoadmapApp {
  const app = appById(key);
  if (app) return { key, name: app.name, path: `/business-app/apps/${app.marketing.slug}` };
  const item = ROADMAP_ITEMS.find((candidate) => candidate.key === key);
  return { key, name: item?.name ?? key };
}

/**
 * Where a launch mail sends its reader, on the site's origin in `locale`: the app's page, or
 * the home page's roadmap for an app that has no page.
 */
export function roadmapAppUrl(siteUrl: string, app: RoadmapApp, locale: SiteLocale): string {
  return app.path
    ? `${siteUrl}${localizedPath(app.path, locale)}`
    : `${siteUrl}${localizedPath("/", locale)}${ROADMAP_ANCHOR}`;
}
