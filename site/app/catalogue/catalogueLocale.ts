import {
  appById,
  CATALOGUE_TRANSLATIONS,
  translateApp,
  type CatalogueTranslation,
} from "@workcraft/domain/data";
import {
  DEFAULT_LOCALE,
  localizedPath,
  type CatalogueApp,
  type SiteLocale,
} from "@workcraft/domain/rules";
import { appPagePath, templatePagePath } from "../paths";

/*
 * The catalogue as a locale shows it: English is the catalogue itself; another locale lays its
 * translation (`domain/src/data/locales/`) over it, so names, prices and ids stay and the words
 * change. An app or template page exists in a locale when that locale's translation covers it.
 */

/** The catalogue's translation into `locale`, or none for English (and a locale without one). */
export function catalogueTranslationOf(locale: SiteLocale): CatalogueTranslation | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  return (CATALOGUE_TRANSLATIONS as Partial<Record<SiteLocale, CatalogueTranslation>>)[locale];
}

/** Whether the app's page exists in `locale`: always in English, else where its words are translated. */
export function appHasPageIn(appId: string, locale: SiteLocale): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  return catalogueTranslationOf(locale)?.apps[appId] !== undefined;
}

/** Whether the template's page exists in `locale`: always in English, else where it is translated. */
export function templateHasPageIn(templateId: string, locale: SiteLocale): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const templates: Readonly<Record<string, unknown>> | undefined =
    catalogueTranslationOf(locale)?.templates;
  return templates?.[templateId] !== undefined;
}

/** The app with its words in `locale` where they are translated; as it is otherwise. */
export function appIn(app: CatalogueApp, locale: SiteLocale): CatalogueApp {
  const translation = catalogueTranslationOf(locale);
  return translation ? translateApp(app, translation) : app;
}

/** The catalogue's app of this id with its words in `locale`, if the catalogue has it. */
export function appByIdIn(appId: string, locale: SiteLocale): CatalogueApp | undefined {
  const app = appById(appId);
  return app && appIn(app, locale);
}

/** The address of the app's page in `locale` where it exists there, else its English page. */
export function appPageHref(app: Pick<CatalogueApp, "id" | "marketing">, locale: SiteLocale) {
  const path = appPagePath(app.marketing.slug);
  return appHasPageIn(app.id, locale) ? localizedPath(path, locale) : path;
}

/** The address of the template's page in `locale` where it exists there, else its English page. */
export function templatePageHref(templateId: string, locale: SiteLocale): string {
  const path = templatePagePath(templateId);
  return templateHasPageIn(templateId, locale) ? localizedPath(path, locale) : path;
}
