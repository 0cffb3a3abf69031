import { appShareImageUrl, BUNDLES, CATALOGUE_APPS, TEMPLATES } from "@workcraft/domain/data";
import { titlePublishesWhole, type CatalogueApp } from "@workcraft/domain/rules";
import { siteMetaDefaults } from "../config/brand";
import { appPagePath, templatePagePath, useCasePagePath } from "../paths";
import type { PageContentInput } from "./pageSchema";

/*
 * Pages generated from the catalogue of `@workcraft/domain`: one per app, one per template and
 * one per use case that has no content file of its own. Their words come from the catalogue;
 * nothing here copies it.
 */

export interface GeneratedPage {
  path: string;
  page: PageContentInput;
}

/** "Deal Flow: Move deals across the stages…" when it fits whole, else "Deal Flow app". */
export function appPageTitle(app: Pick<CatalogueApp, "name" | "shortDescription">): string {
  const long = `${app.name}: ${app.shortDescription.replace(/\.$/u, "")}`;
  return titlePublishesWhole(long, siteMetaDefaults.titleSuffix) ? long : `${app.name} app`;
}

function appPage(app: CatalogueApp): GeneratedPage {
  return {
    path: appPagePath(app.marketing.slug),
    page: {
      meta: {
        title: appPageTitle(app),
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

function templatePages(): GeneratedPage[] {
  const seen = new Set<string>();
  return TEMPLATES.filter((template) => {
    if (seen.has(template.id)) return false;
    seen.add(template.id);
    return true;
  }).map((template) => ({
    path: templatePagePath(template.id),
    page: {
      meta: {
        title: `${template.info.name} template: ${template.appIds.length} apps, one workspace`,
        description: `Start from the ${template.info.name} template: ${template.appIds.length} business apps set up together in one workspace, with its monthly price and what each subscription includes.`,
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

/**
 * The catalogue's pages. A use case whose page is a content file (`content/use-case/{id}.json`)
 * keeps that file's page; the others get a generated one.
 */
export function cataloguePages(contentPaths: ReadonlySet<string>): GeneratedPage[] {
  const useCases = BUNDLES.filter(
    (bundle) => bundle.type === "use-case" && !contentPaths.has(useCasePagePath(bundle.id)),
  ).map((bundle) => useCasePage(bundle.id, bundle.name));
  return [...CATALOGUE_APPS.map(appPage), ...templatePages(), ...useCases];
}
