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

/** The longest text an audit entry's detail keeps of one value, and the most items of a list. */
const MOST_DETAIL_CHARACTERS = 1_000;
const MOST_DETAIL_ITEMS = 20;

/**
 * A detail as the audit log keeps it: each text cut at {@link MOST_DETAIL_CHARACTERS}, each
 * list at {@link MOST_DETAIL_ITEMS}, each saying how much was left out. Details are small
 * facts (ids, paths, a change of role); a reason quoting a page's problems must not grow the
 * log by megabytes.
 */
export function auditDetail(value: unknown, depth = 0): unknown {
  if (typeof value === "string") {
    return value.length <= MOST_DETAIL_CHARACTERS
      ? value
      : `${value.slice(0, MOST_DETAIL_CHARACTERS)}… (${value.length - MOST_DETAIL_CHARACTERS} more characters)`;
  }
  if (!value || typeof value !== "object") return value;
  if (depth >= 4) return "…";
  if (Array.isArray(value)) {
    const kept = value.slice(0, MOST_DETAIL_ITEMS).map((item) => auditDetail(item, depth + 1));
    const more = value.length - kept.length;
    return more > 0 ? [...kept, `… (${more} more)`] : kept;
  }
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MOST_DETAIL_ITEMS)
      .map(([key, inner]) => [key, auditDetail(inner, depth + 1)]),
  );
}

/** Writes an entry to the audit log, through `db` (the transaction of the change it records). */
export async function recordStudioAudit(db: AppDatabase, record: StudioAuditRecord): Promise<void> {
  await db.insert(studioAuditLog).values({
    ...record,
    detail: auditDetail(record.detail ?? {}) as Record<string, unknown>,
  });
}
