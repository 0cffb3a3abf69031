import { LOCALE_NAMES, TRANSLATION_LOCALES } from "@workcraft/domain/rules";
import type { ReportedTranslation, StudioTranslationReport } from "@workcraft/domain/schemas";

/*
 * The translation report as `npm run studio:translation-report` prints it: a table of every
 * English Studio page with each translation's state, then the fields each translation still
 * has in English, by the editor's names.
 */

/** A translation's cell: "missing", "published", "draft, 3 untranslated". */
function cellOf(translation: ReportedTranslation): string {
  if (translation.state === "missing") return "missing";
  const count = translation.untranslated.length;
  return count === 0 ? translation.state : `${translation.state}, ${count} untranslated`;
}

/** Rows as lines, each column as wide as its widest cell. */
function aligned(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_cell, column) =>
    Math.max(...rows.map((row) => row[column]!.length)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd(),
  );
}

/** The report as lines of text: the table, then each translation's untranslated fields. */
export function translationReportTable(report: StudioTranslationReport): string {
  if (report.pages.length === 0) return "No English Studio pages yet: nothing to translate.";
  const header = [
    "Page",
    "English",
    ...TRANSLATION_LOCALES.map((locale) => `${LOCALE_NAMES[locale]} (${locale})`),
  ];
  const rows = report.pages.map((page) => [
    page.path,
    page.published ? "published" : "draft",
    ...TRANSLATION_LOCALES.map((locale) => {
      const translation = page.translations.find((each) => each.locale === locale);
      return translation ? cellOf(translation) : "missing";
    }),
  ]);
  const details = report.pages.flatMap((page) =>
    page.translations
      .filter(({ untranslated }) => untranslated.length > 0)
      .flatMap(({ path, state, untranslated }) => [
        "",
        `${path} (${state}): ${untranslated.length} ${untranslated.length === 1 ? "field" : "fields"} not translated yet`,
        ...untranslated.map((name) => `  - ${name}`),
      ]),
  );
  return [...aligned([header, ...rows]), ...details].join("\n");
}
