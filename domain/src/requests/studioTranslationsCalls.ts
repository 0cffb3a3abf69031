import { z } from "zod";
import { SITE_LOCALES } from "../locales/siteLocales";
import { TRANSLATION_LOCALES, TRANSLATION_STATES } from "../studio/pageTranslations";
import { defineApiCall } from "./apiCall";
import { studioPageDocumentSchema, studioPageIdSchema, studioPageSchema } from "./studioPagesCalls";

/*
 * Beyond the spec: a Studio page's translations. The translation of an English Studio page into
 * a locale is the Studio page at the locale's address, made as a copy of the English draft and
 * then edited, checked and published as any page is. What a translation still says in English
 * is the domain's `untranslatedFields`.
 */

const LOCALE_ERROR = `Choose the language to translate into: ${TRANSLATION_LOCALES.join(" or ")} (English is the page itself)`;

/** A locale a page is translated into: any of the site's but English. */
export const translationLocaleSchema = z.enum(TRANSLATION_LOCALES, { error: LOCALE_ERROR });

/** Body of `studio/pages/translate`: the English page, and the locale of its translation. */
export const studioPageTranslateRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  locale: translationLocaleSchema,
});
export type StudioPageTranslateRequest = z.infer<typeof studioPageTranslateRequestSchema>;

/**
 * `studio/pages/translate`: makes the page's translation into `locale` at the locale's address,
 * its draft a copy of the English page's (edit drafts). 409 when that address has a page, 400
 * for a page that is itself a translation.
 */
export const translateStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/translate",
  request: studioPageTranslateRequestSchema,
  response: studioPageSchema,
});

/** A text field of a translation that still holds the English page's words. */
export const untranslatedFieldSchema = z.object({
  /** Where it is, as the editor names inputs: `meta.description`, `blocks.1.title`. */
  field: z.string().min(1),
  /** Its name for people: "Block 2 (Hero), title", "meta.description". */
  name: z.string().min(1),
  /** The block's place (0 first), for a block's field. */
  block: z.number().int().nonnegative().optional(),
  /** The block's type, for a block's field. */
  type: z.string().optional(),
});
export type UntranslatedFieldAnswer = z.infer<typeof untranslatedFieldSchema>;

/** Body of `studio/pages/translations`: a page, English or a translation. */
export const studioPageTranslationsRequestSchema = z.strictObject({ id: studioPageIdSchema });

/** One locale of a page: its Studio page, if it has one, and what it still says in English. */
export const studioPageLocaleSchema = z.object({
  locale: z.enum(SITE_LOCALES),
  /** The locale's address of the page. */
  path: z.string().min(1),
  /** The Studio page at that address, or null while there is none. */
  id: studioPageIdSchema.nullable(),
  /** Whether that page is on the site. */
  published: z.boolean(),
  /** Its draft's untranslated fields against the English page's draft (none for English). */
  untranslated: z.array(untranslatedFieldSchema),
});
export type StudioPageLocale = z.infer<typeof studioPageLocaleSchema>;

/** Answer of `studio/pages/translations`. */
export const studioPageTranslationsResponseSchema = z.object({
  /**
   * The English page, with its draft (the editor compares a translation with it as one types),
   * or null when the English address has no Studio page.
   */
  source: z
    .object({ id: studioPageIdSchema, path: z.string().min(1), draft: studioPageDocumentSchema })
    .nullable(),
  /** Each of the site's locales, English first. */
  locales: z.array(studioPageLocaleSchema),
  /** The names that stay as they are in every language (the brand, the catalogue's apps). */
  keptNames: z.array(z.string()),
});
export type StudioPageTranslations = z.infer<typeof studioPageTranslationsResponseSchema>;

/**
 * `studio/pages/translations`: a page's locales, each with its page, whether it is published and
 * its untranslated fields against the English draft (signed in).
 */
export const studioPageTranslationsCall = defineApiCall({
  method: "POST",
  path: "studio/pages/translations",
  request: studioPageTranslationsRequestSchema,
  response: studioPageTranslationsResponseSchema,
});

/** Body of `studio/pages/translation-report`: empty. */
export const studioTranslationReportRequestSchema = z.strictObject({});

/** One translation of a page in the report. */
export const reportedTranslationSchema = z.object({
  locale: translationLocaleSchema,
  path: z.string().min(1),
  state: z.enum(TRANSLATION_STATES),
  /** The translation's page, or null while it is missing. */
  id: studioPageIdSchema.nullable(),
  /** The names of its draft's untranslated fields ("Block 2 (Hero), title"). */
  untranslated: z.array(z.string()),
});
export type ReportedTranslation = z.infer<typeof reportedTranslationSchema>;

/** Answer of `studio/pages/translation-report`: every English Studio page, by path. */
export const studioTranslationReportResponseSchema = z.object({
  pages: z.array(
    z.object({
      id: studioPageIdSchema,
      path: z.string().min(1),
      /** The English draft's title, or null while it has none. */
      title: z.string().nullable(),
      published: z.boolean(),
      translations: z.array(reportedTranslationSchema),
    }),
  ),
});
export type StudioTranslationReport = z.infer<typeof studioTranslationReportResponseSchema>;

/**
 * `studio/pages/translation-report`: for every English Studio page and each other locale, whether
 * its translation is missing, a draft only or published, and what it still says in English
 * (signed in).
 */
export const studioTranslationReportCall = defineApiCall({
  method: "POST",
  path: "studio/pages/translation-report",
  request: studioTranslationReportRequestSchema,
  response: studioTranslationReportResponseSchema,
});
