import { CATALOGUE_APPS, TEMPLATES } from "@workcraft/domain/data";
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  TRANSLATION_LOCALES,
  createId,
  isTranslationPath,
  localeOfPath,
  localizedPath,
  namesKeptInTranslation,
  studioPagePathProblem,
  translationPaths,
  untranslatedFields,
  type TranslationLocale,
} from "@workcraft/domain/rules";
import type {
  StudioPage,
  StudioPageTranslateRequest,
  StudioPageTranslations,
  StudioTranslationReport,
} from "@workcraft/domain/schemas";
import { asc, inArray } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioPages } from "../database/schema";
import { recordStudioAudit } from "./studioAuditLog";
import type { StudioPageRules } from "./studioPageRules";
import {
  draftTitle,
  getStudioPage,
  siteOwnedPathRefusal,
  studioPageRow,
  studioPathOwner,
  studioPathTaken,
  type StudioPageRow,
} from "./studioPages";

/*
 * A Studio page's translations: the page at each locale's address. Making one copies the English
 * draft there; from then on it is a page like any other. What a translation still says in English
 * is the domain's `untranslatedFields`, against the English page's draft.
 */

/** The brand, which stays as it is in every language (as the site's `BRAND`). */
const BRAND = "Workcraft";

/**
 * The names a translation keeps: the brand, the catalogue's apps and templates. A field holding
 * only these is not counted as untranslated.
 */
export const KEPT_NAMES: readonly string[] = namesKeptInTranslation(
  BRAND,
  CATALOGUE_APPS,
  TEMPLATES.map((template) => template.info.name),
);

/** The 400 of a page that is itself a translation, asked to be translated. */
function notASourcePage(row: StudioPageRow): ApiError {
  const { locale } = localeOfPath(row.path);
  return new ApiError(
    400,
    "not_a_source_page",
    `${row.path} is the ${LOCALE_NAMES[locale]} translation of a page: translate the English page, ${localeOfPath(row.path).pagePath}.`,
    { id: ["This page is a translation; send the English page's id"] },
  );
}

/**
 * Makes the translation of the English page `id` into `locale`: a new Studio page at the locale's
 * address whose draft is a copy of the English draft, with the audit log's `page.translate`. A 409
 * when a page has that address already (its translation, or a file page), a 400 for a page that is
 * itself a translation or an address the site keeps for itself.
 */
export async function translateStudioPage(
  db: AppDatabase,
  { id, locale }: StudioPageTranslateRequest,
  by: string,
  rules: StudioPageRules | undefined,
): Promise<StudioPage> {
  const source = await studioPageRow(db, id);
  if (isTranslationPath(source.path)) throw notASourcePage(source);
  const path = localizedPath(source.path, locale);
  const problem = studioPagePathProblem(path);
  if (problem !== undefined) {
    throw new ApiError(400, "invalid_request", `${path}: ${problem}.`, { path: [problem] });
  }
  const refusal = siteOwnedPathRefusal(path, rules);
  if (refusal) throw refusal;
  const translationId = await db.transaction(async (tx) => {
    const owner = await studioPathOwner(tx, path, rules);
    if (owner !== null) throw translationExists(path, locale, owner);
    const [created] = await tx
      .insert(studioPages)
      .values({ id: createId(), path, draft: source.draft, createdBy: by, updatedBy: by })
      .onConflictDoNothing({ target: studioPages.path })
      .returning({ id: studioPages.id });
    if (!created) throw translationExists(path, locale, "another Studio page");
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.translate",
      subject: path,
      detail: { id: created.id, source: source.id, from: source.path, locale },
    });
    return created.id;
  });
  return getStudioPage(db, translationId, by);
}

/** The 409 of a translation whose address has a page already. */
function translationExists(path: string, locale: TranslationLocale, owner: string): ApiError {
  if (owner !== "another Studio page") return studioPathTaken(path, owner);
  return new ApiError(
    409,
    "translation_exists",
    `The ${LOCALE_NAMES[locale]} translation exists already, at ${path}: open it to edit it.`,
    { locale: [`This page has its ${LOCALE_NAMES[locale]} translation at ${path}`] },
  );
}

/** The Studio pages at `paths`, by path. */
async function pagesAt(db: AppDatabase, paths: readonly string[]) {
  const rows = await db
    .select()
    .from(studioPages)
    .where(inArray(studioPages.path, [...paths]));
  return new Map(rows.map((row) => [row.path, row]));
}

/**
 * The page `id`'s locales (English first): each one's Studio page, if any, whether it is
 * published, and its draft's untranslated fields against the English draft.
 */
export async function studioPageTranslations(
  db: AppDatabase,
  id: string,
): Promise<StudioPageTranslations> {
  const page = await studioPageRow(db, id);
  const addresses = translationPaths(page.path);
  const rows = await pagesAt(
    db,
    addresses.map(({ path }) => path),
  );
  const english = rows.get(addresses[0]!.path);
  return {
    source: english ? { id: english.id, path: english.path, draft: english.draft } : null,
    locales: addresses.map(({ locale, path }) => {
      const row = rows.get(path);
      return {
        locale,
        path,
        id: row?.id ?? null,
        published: row?.publishedVersionId != null,
        untranslated:
          row && english && locale !== DEFAULT_LOCALE
            ? untranslatedFields(english.draft, row.draft, KEPT_NAMES)
            : [],
      };
    }),
    keptNames: [...KEPT_NAMES],
  };
}

/**
 * For every English Studio page (by path) and each locale it is translated into: whether the
 * translation is missing, a draft only or published, and the names of its untranslated fields.
 */
export async function studioTranslationReport(db: AppDatabase): Promise<StudioTranslationReport> {
  const rows = await db.select().from(studioPages).orderBy(asc(studioPages.path));
  const byPath = new Map(rows.map((row) => [row.path, row]));
  return {
    pages: rows
      .filter((row) => !isTranslationPath(row.path))
      .map((row) => ({
        id: row.id,
        path: row.path,
        title: draftTitle(row.draft),
        published: row.publishedVersionId !== null,
        translations: TRANSLATION_LOCALES.map((locale) => {
          const path = localizedPath(row.path, locale);
          const translation = byPath.get(path);
          if (!translation) {
            return { locale, path, state: "missing" as const, id: null, untranslated: [] };
          }
          return {
            locale,
            path,
            state:
              translation.publishedVersionId === null ? ("draft" as const) : ("published" as const),
            id: translation.id,
            untranslated: untranslatedFields(row.draft, translation.draft, KEPT_NAMES).map(
              ({ name }) => name,
            ),
          };
        }),
      })),
  };
}
