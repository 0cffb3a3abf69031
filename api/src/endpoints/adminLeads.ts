import {
  adminLeadExportRequestSchema,
  adminLeadListRequestSchema,
} from "@workcraft/domain/schemas";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Hono } from "hono";
import type { AppDatabase } from "../database";
import { leads } from "../database/schema";
import { requireAdminToken } from "../requests/adminAuth";
import { defineEndpoint, mountEndpoint, type Endpoint, type EndpointContext } from "./endpoint";
import { csvRow, LEAD_CSV_HEADER, leadCsvRow, UTF8_BOM } from "./leadsCsv";

/*
 * The lead inbox, beyond the spec: the leads `form-capture/send` stored, for whoever holds
 * `ADMIN_TOKEN`. Without that setting the inbox does not exist at all.
 */

/** How many leads one page of `admin/leads/list` holds. */
export const LEAD_PAGE_SIZE = 50;

/** How many leads the export reads from the database at a time while it writes the file. */
const EXPORT_BATCH = 500;

/** A lead as the inbox shows it. */
export interface InboxLead {
  id: number;
  /** When it was stored, ISO 8601 in UTC. */
  createdAt: string;
  formName: string;
  page: string | null;
  userAgent: string | null;
  data: Record<string, unknown>;
}

/** The answer of `admin/leads/list`. */
export interface LeadInboxPage {
  items: InboxLead[];
  page: number;
  pageSize: number;
  /** Every lead the filter matches, on all pages. */
  total: number;
  hasMore: boolean;
}

const ofForm = (formName: string | undefined) =>
  formName === undefined ? undefined : eq(leads.formName, formName);

/** Newest first; leads stored in the same instant come in the order they got their ids. */
const NEWEST_FIRST = [desc(leads.createdAt), desc(leads.id)];

/** `admin/leads/list`: one page of leads, newest first, of every form or one. */
export const listLeads = defineEndpoint({
  path: "admin/leads/list",
  schema: adminLeadListRequestSchema,
  handle: async ({ page, formName }, { database }): Promise<LeadInboxPage> => {
    const filter = ofForm(formName);
    const [counted] = await database.db.select({ total: count() }).from(leads).where(filter);
    const rows = await database.db
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
  },
});

/**
 * The CSV file of the leads, newest first, read in batches as the file is sent so a large inbox
 * never sits in memory whole. Each batch continues after the last lead sent (by the database's
 * own time of it, which is finer than a JavaScript date), so leads arriving meanwhile neither
 * repeat nor push others out.
 */
function leadsCsvStream(db: AppDatabase, formName: string | undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  let lastId: number | null = null;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvRow(LEAD_CSV_HEADER)));
        return;
      }
      try {
        const after: SQL | undefined =
          lastId === null
            ? undefined
            : sql`(${leads.createdAt}, ${leads.id}) < (select "created_at", "id" from "leads" where "id" = ${lastId})`;
        const rows = await db
          .select()
          .from(leads)
          .where(and(ofForm(formName), after))
          .orderBy(...NEWEST_FIRST)
          .limit(EXPORT_BATCH);
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(leadCsvRow).join("")));
        if (rows.length < EXPORT_BATCH) controller.close();
        else lastId = rows[rows.length - 1]!.id;
      } catch (error) {
        // The status line is gone already: the caller sees a cut-off download, we see why.
        console.error("[api] admin/leads/export failed while sending:", error);
        controller.error(error);
      }
    },
  });
}

/**
 * `admin/leads/export`: every lead, or one form's, as a CSV download (see `leadsCsv.ts`).
 */
export const exportLeads = defineEndpoint({
  path: "admin/leads/export",
  schema: adminLeadExportRequestSchema,
  handle: ({ formName }, { database }) => {
    const day = new Date().toISOString().slice(0, 10);
    const name = `workcraft-leads${formName ? `-${formName}` : ""}-${day}.csv`;
    return new Response(leadsCsvStream(database.db, formName), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
      },
    });
  },
});

/** The inbox's calls; all of them sit under `admin/leads/`, behind the admin token. */
export const LEAD_INBOX_ENDPOINTS: readonly Endpoint[] = [listLeads, exportLeads];

/**
 * Mounts the lead inbox when `ADMIN_TOKEN` is set, the token checked before any body is read.
 * When it is not set nothing is mounted: the API's catch-all answers these paths as it answers
 * any unknown one, for every method and body, so nothing tells the inbox exists.
 */
export function mountLeadInbox(api: Hono, context: Omit<EndpointContext, "http">): void {
  const token = context.settings.adminToken;
  if (token === null) return;
  api.use("/admin/leads/*", requireAdminToken(token));
  for (const endpoint of LEAD_INBOX_ENDPOINTS) mountEndpoint(api, endpoint, context);
}
