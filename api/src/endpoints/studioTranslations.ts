import {
  studioPageTranslationsCall,
  studioTranslationReportCall,
  translateStudioPageCall,
} from "@workcraft/domain/api";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import {
  studioPageTranslations,
  studioTranslationReport,
  translateStudioPage,
} from "../studio/studioPageTranslations";
import { defineEndpoint } from "./endpoint";

/*
 * A Studio page's translations: making one, a page's locales for the editor, and the report of
 * what is missing. A translation is then edited and published as any page is.
 */

/**
 * `studio/pages/translate`: the English page's translation into a locale, its draft a copy of the
 * English one; 409 when the locale's address has a page, 400 for a page that is a translation.
 */
export const translateStudioPageEndpoint = defineEndpoint(
  translateStudioPageCall,
  // Whoever may make a page may make a translation: it is a new page.
  "edit-drafts",
  (body, { database, http, studioPageRules }) =>
    translateStudioPage(database.db, body, signedInStudioPerson(http).id, studioPageRules),
  { writeLimit: "create" },
);

/** `studio/pages/translations`: a page's locales, published or not, and what is untranslated. */
export const studioPageTranslationsEndpoint = defineEndpoint(
  studioPageTranslationsCall,
  "signed-in",
  ({ id }, { database }) => studioPageTranslations(database.db, id),
);

/** `studio/pages/translation-report`: every English page's translations, missing or not. */
export const studioTranslationReportEndpoint = defineEndpoint(
  studioTranslationReportCall,
  "signed-in",
  (_body, { database }) => studioTranslationReport(database.db),
);
