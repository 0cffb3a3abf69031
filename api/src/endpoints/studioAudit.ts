import { listStudioAuditCall } from "@workcraft/domain/api";
import { STUDIO_AUDIT_PAGE_SIZE } from "@workcraft/domain/rules";
import { count, desc, eq } from "drizzle-orm";
import { studioAuditLog, studioPeople } from "../database/schema";
import { defineEndpoint } from "./endpoint";

/**
 * `studio/audit/list`: one page of the Studio's audit log, newest first, each entry with the
 * person who acted (behind `requireStudioPerson("read-audit-log")`). Entries of the same
 * instant come newest id first.
 */
export const listStudioAudit = defineEndpoint(
  listStudioAuditCall,
  "read-audit-log",
  async ({ page }, { database }) => {
    const { db } = database;
    const [counted] = await db.select({ total: count() }).from(studioAuditLog);
    const rows = await db
      .select({
        entry: studioAuditLog,
        person: { id: studioPeople.id, email: studioPeople.email, name: studioPeople.name },
      })
      .from(studioAuditLog)
      .leftJoin(studioPeople, eq(studioPeople.id, studioAuditLog.personId))
      .orderBy(desc(studioAuditLog.at), desc(studioAuditLog.id))
      .limit(STUDIO_AUDIT_PAGE_SIZE)
      .offset((page - 1) * STUDIO_AUDIT_PAGE_SIZE);
    const total = Number(counted?.total ?? 0);
    return {
      items: rows.map(({ entry, person }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        person,
        action: entry.action,
        subject: entry.subject,
        detail: entry.detail,
      })),
      page,
      pageSize: STUDIO_AUDIT_PAGE_SIZE,
      total,
      hasMore: page * STUDIO_AUDIT_PAGE_SIZE < total,
    };
  },
);
