import { appShareImageUrl, BUNDLES, CATALOGUE_APPS, TEMPLATES } from "@workcraft/domain/data";
import {
  DEFAULT_LOCALE,
  localizedPath,
  SITE_LOCALES,
  titlePublishesWhole,
  type CatalogueApp,
  type SiteLocale,
} from "@workcraft/domain/rules";
import { appHasPageIn, appIn, templateHasPageIn } from "../catalogue/catalogueLocale";
import { siteMetaDefaults } from "../config/brand";
import { appPagePath, templatePagePath, useCasePagePath } from "../paths";
import { CATALOGUE_PAGE_WORDS } from "./cataloguePageWords";
import type { PageContentInput } from "./pageSchema";

/*
 * Pages generated from the catalogue of `@workcraft/domain`: one per app and one per template in
 * each locale whose catalogue translation covers it (English always), and one per use case that
 * has no content file of its own (English only). Their words come from the catalogue; nothing
 * here copies it.
 */

export interface GeneratedPage {
  path: string;
  page: PageContentInput;
}

/**
 * "Deal Flow: Move deals across the stages…" when it fits whole, else "Deal Flow app" (in
 * `locale`'s words: the app as that locale shows it).
 */
export function appPageTitle(
  app: Pick<CatalogueApp, "name" | "shortDescription">,
  locale: SiteLocale = DEFAULT_LOCALE,
): string {
  const long = `${app.name}: ${app.shortDescription.replace(/\.$/u, "")}`;
  return titlePublishesWhole(long, siteMetaDefaults.titleSuffix)
    ? long
    : CATALOGUE_PAGE_WORDS[locale].appTitle(app.name);
}

function appPage(english: CatalogueApp, locale: SiteLocale): GeneratedPage {
  const app = appIn(english, locale);
  return {
    path: localizedPath(appPagePath(app.marketing.slug), locale),
    page: {
      meta: {
        title: appPageTitle(app, locale),
        description: app.clearTagDescription ?? app.description ?? app.shortDescription,
        keywords: app.tags.join(", "),
        shareImg: appShareImageUrl(app.id),
        // What the drawn share picture says: the app's name and short description.
        shareImgAlt: `${app.name}: ${app.shortDescription}`,
      },
      listing: { title: app.name, description: app.shortDescription },
      blocks: [{ type: "AppDetails", props: { appId: app.id } }],
    },
  };
}

function templatePages(locale: SiteLocale): GeneratedPage[] {
  const seen = new Set<string>();
  const words = CATALOGUE_PAGE_WORDS[locale];
  return TEMPLATES.filter((template) => {
    if (seen.has(template.id) || !templateHasPageIn(template.id, locale)) return false;
    seen.add(template.id);
    return true;
  }).map((template) => ({
    path: localizedPath(templatePagePath(template.id), locale),
    page: {
      meta: {
        title: words.templateTitle(template.info.name, template.appIds.length),
        description: words.templateDescription(template.info.name, template.appIds.length),
      },
      listing: { title: template.info.name },
      blocks: [{ type: "TemplateDetails", props: { templateId: template.id } }],
    },
  }));
}

function useCasePage(bundleId: string, name: string): GeneratedPage {
  return {
    path: useCasePagePath(bundleId),
    page: {
      meta: {
        title: `${name}: apps that work together`,
        description: `The ${name} use case: the apps that run it together in one workspace, ready to install from the store and to shape without code.`,
      },
      listing: { title: name },
      blocks: [
        {
          type: "AppGrid",
          props: { title: `${name} apps`, source: { kind: "bundle", bundleId } },
        },
      ],
    },
  };
}

/** The app and template pages of one locale: those its catalogue translation covers. */
function localePages(locale: SiteLocale): GeneratedPage[] {
  const apps = CATALOGUE_APPS.filter((app) => appHasPageIn(app.id, locale));
  return [...apps.map((app) => appPage(app, locale)), ...templatePages(locale)];
}

/**
 * The catalogue's pages, in every locale. A use case whose page is a content file
 * (`content/use-case/{id}.json`) keeps that file's page; the others get a generated one.
 */
export function cataloguePages(contentPaths: ReadonlySet<string>): GeneratedPage[] {
  const useCases = BUNDLES.filter(
    (bundle) => bundle.type === "use-case" && !contentPaths.has(useCasePagePath(bundle.id)),
  ).map((bundle) => useCasePage(bundle.id, bundle.name));
  const [english, ...others] = SITE_LOCALES.map(localePages);
  return [...(english ?? []), ...useCases, ...others.flat()];
}
