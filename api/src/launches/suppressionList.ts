import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import {
  launchNoticeLapsedLinks,
  launchNoticeSubscriptions,
  mailOutbox,
  mailSuppressions,
} from "../database/schema";
import { sha256 } from "../security/secrets";

/** Why an address is on the suppression list. */
export type SuppressionReason = "unsubscribed" | "bounced";

/**
 * The name the suppression list and unsubscribe tokens know an address by: the SHA-256 of it
 * lower-cased, hex. The list needs no more to refuse the address, and a copy of it gives none away.
 */
export function addressHash(email: string): string {
  return sha256(email.trim().toLowerCase());
}

/** Whether no launch mail may go to `email`. */
export async function addressIsSuppressed(db: AppDatabase, email: string): Promise<boolean> {
  return hashIsSuppressed(db, addressHash(email));
}

/** Whether the address of `emailHash` is on the suppression list. */
export async function hashIsSuppressed(db: AppDatabase, emailHash: string): Promise<boolean> {
  const [row] = await db
    .select({ emailHash: mailSuppressions.emailHash })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.emailHash, emailHash));
  return row !== undefined;
}

/**
 * Puts an address (or its hash) on the suppression list for good, through `db` (a transaction):
 * the first reason stays. Its launch notices go (their confirmation links then say they were
 * used), and so do its launch mails still unsent; what is kept of it is the list's row alone.
 */
export async function suppressAddress(
  db: AppDatabase,
  address: { email: string } | { hash: string },
  reason: SuppressionReason,
): Promise<void> {
  const emailHash = "hash" in address ? address.hash : addressHash(address.email);
  await db.insert(mailSuppressions).values({ emailHash, reason }).onConflictDoNothing();
  await db
    .insert(launchNoticeLapsedLinks)
    .select(
      db
        .select({
          tokenHash: launchNoticeSubscriptions.tokenHash,
          appKey: launchNoticeSubscriptions.appKey,
          reason: sql<"used">`'used'`.as("reason"),
          at: sql<Date>`now()`.as("at"),
        })
        .from(launchNoticeSubscriptions)
        .where(eq(launchNoticeSubscriptions.emailHash, emailHash)),
    )
    .onConflictDoNothing();
  await db
    .delete(launchNoticeSubscriptions)
    .where(eq(launchNoticeSubscriptions.emailHash, emailHash));
  // Launch-notice mail is written to lower-cased addresses, so the hash finds it.
  await db
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNotNull(mailOutbox.topic),
        sql`encode(sha256(convert_to(${mailOutbox.recipient}, 'UTF8')), 'hex') = ${emailHash}`,
      ),
    );
}
