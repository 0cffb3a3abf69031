import type { AdminLeadListRequest, LeadInboxPage } from "@workcraft/domain/schemas";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type AppDatabase } from "../database";
import { leads } from "../database/schema";
import { failureForLog } from "../requests/failureLog";
import { leadCsvHeader, leadCsvRow, UTF8_BOM } from "./leadsCsv";

/*
 * The lead inbox, beyond the spec: the leads `form-capture/send` stored, a page at a time or as
 * a CSV file. One reading for both ways in: the admin token's `admin/leads/` calls and the
 * Studio's `studio/leads/` calls.
 */

/** How many leads one page of the inbox holds. */
export const LEAD_PAGE_SIZE = 50;

/** How many leads the export reads from the database at a time while it writes the file. */
const EXPORT_BATCH = 500;

const ofForm = (formName: string | undefined) =>
  formName === undefined ? undefined : eq(leads.formName, formName);

/** Newest first; leads stored in the same instant come in the order they got their ids. */
const NEWEST_FIRST = [desc(leads.createdAt), desc(leads.id)];

/** One page of leads, newest first, of every form or one. */
export async function leadInboxPage(
  db: AppDatabase,
  { page, formName }: AdminLeadListRequest,
): Promise<LeadInboxPage> {
  const filter = ofForm(formName);
  const [counted] = await db.select({ total: count() }).from(leads).where(filter);
  const rows = await db
    .select()
    .from(leads)
    .where(filter)
    .orderBy(...NEWEST_FIRST)
    .limit(LEAD_PAGE_SIZE)
    .offset((page - 1) * LEAD_PAGE_SIZE);
  const total = Number(counted?.total ?? 0);
  return {
    items: rows.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
    page,
    pageSize: LEAD_PAGE_SIZE,
    total,
    hasMore: page * LEAD_PAGE_SIZE < total,
  };
}

/**
 * The field names of the leads the export holds, each once, sorted by name in byte order ("C"
 * collation), the same on PGlite and PostgreSQL whatever the server's locale. Sorted rather than
 * as sent: PostgreSQL keeps a lead's fields in an order of its own (shortest name first), so the
 * order a form sent them in is gone, and sorted columns are found at a glance.
 */
async function leadFieldNames(db: AppDatabase, formName: string | undefined): Promise<string[]> {
  const rows = await queryRows<{ field: string }>(
    db,
    sql`select "field" from (
      select distinct jsonb_object_keys(${leads.data}) as "field" from ${leads}
      where jsonb_typeof(${leads.data}) = 'object' and ${ofForm(formName) ?? sql`true`}
    ) as "fields" order by "field" collate "C"`,
  );
  return rows.map((row) => row.field);
}

/** The newest lead of the export, where it starts; null when it has none. */
async function newestLeadId(db: AppDatabase, formName: string | undefined): Promise<number | null> {
  const [newest] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(ofForm(formName))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return newest?.id ?? null;
}

/**
 * The CSV file of the leads, newest first, read in batches as the file is sent so a large inbox
 * never sits in memory whole. The header comes first, so the field names are read before any
 * lead; the file then holds the leads up to the newest one at that moment, and a lead arriving
 * meanwhile (perhaps with a field the header lacks) waits for the next export. Each batch continues
 * after the last lead sent (by the database's own time of it, which is finer than a JavaScript
 * date), so leads arriving meanwhile neither repeat nor push others out.
 */
function leadsCsvStream(db: AppDatabase, formName: string | undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let fields: string[] | null = null;
  /** The lead the next batch starts from (itself included for the first), null when done. */
  let from: { id: number; included: boolean } | null = null;
  const startingAt = ({ id, included }: { id: number; included: boolean }): SQL =>
    sql`(${leads.createdAt}, ${leads.id}) ${sql.raw(included ? "<=" : "<")} (select "created_at", "id" from "leads" where "id" = ${id})`;
  return new ReadableStream({
    async pull(controller) {
      try {
        if (fields === null) {
          // The newest lead before the names: a lead stored in between adds at most an empty column.
          const newest = await newestLeadId(db, formName);
          fields = await leadFieldNames(db, formName);
          controller.enqueue(encoder.encode(UTF8_BOM + leadCsvHeader(fields)));
          if (newest === null) controller.close();
          else from = { id: newest, included: true };
          return;
        }
        if (from === null) return;
        const rows = await db
          .select()
          .from(leads)
          .where(and(ofForm(formName), startingAt(from)))
          .orderBy(...NEWEST_FIRST)
          .limit(EXPORT_BATCH);
        const columns = fields;
        if (rows.length > 0) {
          controller.enqueue(
            encoder.encode(rows.map((lead) => leadCsvRow(lead, columns)).join("")),
          );
        }
        if (rows.length < EXPORT_BATCH) controller.close();
        else from = { id: rows[rows.length - 1]!.id, included: false };
      } catch (error) {
        // The status line is gone already: the caller sees a cut-off download, we see why.
        console.error(`[api] the leads' CSV export failed while sending: ${failureForLog(error)}`);
        // Not the error itself: the HTTP server logs it and writes its message into the file.
        controller.error(new Error("The leads' export stopped: the database failed."));
      }
    },
  });
}

/**
 * Every lead, or one form's, as a CSV download with a column for each field of those leads
 * (see `leadsCsv.ts`), named for the form and the day.
 */
export function leadsCsvDownload(db: AppDatabase, formName: string | undefined): Response {
  const day = new Date().toISOString().slice(0, 10);
  const name = `workcraft-leads${formName ? `-${formName}` : ""}-${day}.csv`;
  return new Response(leadsCsvStream(db, formName), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
