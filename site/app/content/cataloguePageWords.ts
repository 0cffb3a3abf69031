import type { SiteLocale } from "@workcraft/domain/rules";

/*
 * The words of the pages the site generates from the catalogue, in each locale: their meta and
 * listing lines. The catalogue's own words (an app's descriptions) come from its translation;
 * names (apps, templates, Workcraft) stay as they are.
 */

/** What a generated page says around the catalogue's names and counts, in one locale. */
export interface CataloguePageWords {
  /** An app page's title when "name: short description" would be published cut. */
  appTitle(name: string): string;
  /** A template page's title. */
  templateTitle(name: string, appCount: number): string;
  /** A template page's meta description. */
  templateDescription(name: string, appCount: number): string;
}

export const CATALOGUE_PAGE_WORDS: Readonly<Record<SiteLocale, CataloguePageWords>> = {
  en: {
    appTitle: (name) => `${name} app`,
    templateTitle: (name, count) => `${name} template: ${count} apps, one workspace`,
    templateDescription: (name, count) =>
      `Start from the ${name} template: ${count} business apps set up together in one workspace, with its monthly price and what each subscription includes.`,
  },
  de: {
    appTitle: (name) => `App ${name}`,
    templateTitle: (name, count) => `Vorlage ${name}: ${count} Apps, ein Workspace`,
    templateDescription: (name, count) =>
      `Starten Sie mit der Vorlage ${name}: ${count} Business-Apps in einem Workspace, mit Monatspreis und dem, was jedes Abonnement enthält.`,
  },
  fr: {
    appTitle: (name) => `Application ${name}`,
    templateTitle: (name, count) => `Modèle ${name} : ${count} applications, un espace`,
    templateDescription: (name, count) =>
      `Partez du modèle ${name} : ${count} applications métier dans un espace de travail, avec son prix mensuel et le contenu de chaque abonnement.`,
  },
};
