/*
 * The lead inbox as a CSV file (RFC 4180) that spreadsheets open safely: UTF-8 with a byte-order
 * mark, so Excel does not read it as the system's code page; CRLF between rows; and no cell
 * that a spreadsheet would run as a formula, since leads are typed by anyone on the internet.
 */

/** Makes Excel read the file as UTF-8 (without it, "Zoë" opens as "ZoÃ«"). */
export const UTF8_BOM = "\uFEFF";

/** What a lead's row is made of. */
export interface LeadCsvSource {
  id: number;
  createdAt: Date;
  formName: string;
  page: string | null;
  userAgent: string | null;
  data: Record<string, unknown>;
}

/**
 * The columns. The data is one JSON column rather than a column per key: the keys are chosen
 * by whoever sends a form (one 64 KB lead could add thousands of columns), JSON keeps nested
 * values and types as they were sent, and a fixed header lets the file be written as the
 * leads are read instead of after all of them.
 */
export const LEAD_CSV_HEADER = ["id", "created_at", "form_name", "page", "user_agent", "data"];

/** First characters that make Excel, LibreOffice or Sheets treat a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/u;
/** Characters that need the cell quoted. */
const NEEDS_QUOTES = /[",\r\n]/u;

/**
 * One cell: a value that could start a formula gets a leading `'` (OWASP's advice, shown as
 * text by spreadsheets), then a value with a comma, quote or line break is quoted with its
 * quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, with its line ending. */
export function csvRow(values: readonly (string | number | null)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A lead as a row under {@link LEAD_CSV_HEADER}. */
export function leadCsvRow(lead: LeadCsvSource): string {
  return csvRow([
    lead.id,
    lead.createdAt.toISOString(),
    lead.formName,
    lead.page,
    lead.userAgent,
    JSON.stringify(lead.data),
  ]);
}
