import type { StudioAuditAction } from "@workcraft/domain/rules";
import type { AppDatabase } from "../database";
import { studioAuditLog } from "../database/schema";

/** One thing a Studio person did, for the audit log. */
export interface StudioAuditRecord {
  /** Who did it; null for the command line. */
  personId: string | null;
  action: StudioAuditAction;
  /** What it was done to: a person's id, later a page's path. */
  subject: string;
  detail?: Record<string, unknown>;
}

/** Writes an entry to the audit log, through `db` (the transaction of the change it records). */
export async function recordStudioAudit(db: AppDatabase, record: StudioAuditRecord): Promise<void> {
  await db.insert(studioAuditLog).values({ ...record, detail: record.detail ?? {} });
}
