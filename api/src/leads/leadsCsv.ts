/*
 * The lead inbox as a CSV file (RFC 4180) that spreadsheets open safely: UTF-8 with a byte-order
 * mark, so Excel does not read it as the system's code page; CRLF between rows; a column for
 * each field of the leads; and no cell (a header neither) that a spreadsheet would run as a
 * formula, since leads and their field names are typed by anyone on the internet.
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
 * The lead's own columns. Each field of the leads' data follows in a column of its own (see
 * {@link leadCsvHeader}), so a spreadsheet filters and sorts by e-mail, company or plan.
 */
export const LEAD_CSV_COLUMNS = ["id", "created_at", "form_name", "page", "user_agent"] as const;

/** Where a field's column name would repeat another column's, it is prefixed with this. */
const FIELD_PREFIX = "data.";

/** First characters that make Excel, LibreOffice or Sheets treat a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/u;
/** Characters that need the cell quoted. */
const NEEDS_QUOTES = /[",\r\n]/u;

/**
 * One cell: a value that could start a formula gets a leading `'` (OWASP's advice, shown as
 * text by spreadsheets), then a value with a comma, quote or line break is quoted with its
 * quotes doubled. Numbers too: a negative one reads as text, the price of one rule for all.
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

/**
 * The header row: the lead's own columns, then one per field name, in the order given (the
 * export sorts them by name). A field named like a lead column, `page` say, is headed
 * `data.page`, so no two columns share a name. Field names are chosen by whoever sends a form,
 * so the header is neutralised like any cell.
 */
export function leadCsvHeader(fields: readonly string[]): string {
  const taken = new Set<string>(LEAD_CSV_COLUMNS);
  const fieldColumns = fields.map((field) => {
    let column = field;
    while (taken.has(column)) column = FIELD_PREFIX + column;
    taken.add(column);
    return column;
  });
  return csvRow([...LEAD_CSV_COLUMNS, ...fieldColumns]);
}

/**
 * A field's value as a person reads it in a cell: text as sent, a number or `true`/`false` as
 * written, a list or an object as JSON; nothing for a field the lead lacks or sent as null.
 */
export function fieldText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** A lead as a row under {@link leadCsvHeader} of the same `fields`. */
export function leadCsvRow(lead: LeadCsvSource, fields: readonly string[]): string {
  return csvRow([
    lead.id,
    lead.createdAt.toISOString(),
    lead.formName,
    lead.page,
    lead.userAgent,
    ...fields.map((field) => fieldText(Object.hasOwn(lead.data, field) ? lead.data[field] : null)),
  ]);
}
