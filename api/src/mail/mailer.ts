import { and, asc, inArray, isNull, lt, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { AppDatabase } from "../database";
import { mailOutbox } from "../database/schema";
import { failureForLog } from "../requests/failureLog";
import type { ApiSettings } from "../settings/apiSettings";

/** A plain-text message to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The API's mail. A message is written to the outbox table in the request that causes it (in
 * its transaction, when it has one), so no message is lost to a crash or an SMTP outage; with
 * `SMTP_URL` set it is then delivered from there, after the answer, so the answer takes the
 * same time whoever it goes to.
 */
export interface Mailer {
  /** Writes the message to the outbox, through `db` (a transaction, say); returns its id. */
  queue(db: AppDatabase, message: MailMessage): Promise<number>;
  /**
   * Delivers what waits in the outbox, when SMTP is set; a message that fails waits a while and
   * is tried again on a later call. Never throws: failures are logged and kept with the message.
   */
  deliverWaiting(): Promise<void>;
}

/** A message taken to deliver but never marked sent (the process died) is taken again after this. */
const CLAIM_EXPIRES_SECONDS = 120;
/** Deliveries of one message before it is left in the outbox for a person to look at. */
const MAX_ATTEMPTS = 10;
const BATCH = 10;

/** How a message shown in the server's output reads: a note, then the message as sent. */
export function mailShownInOutput(id: number, message: MailMessage): string {
  const body = message.text
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
  return [
    `[mail] message ${id}, shown here because SMTP_URL is not set (it is not sent):`,
    `  To: ${message.to}`,
    `  Subject: ${message.subject}`,
    "",
    body,
    `[mail] end of message ${id}`,
  ].join("\n");
}

/**
 * What the server says at start about its mail when no SMTP is set, or undefined when it sends
 * mail: where people will find their codes and sign-in links, or, at a public origin, that they
 * will not get them.
 */
export function mailSettingWarning(settings: ApiSettings): string | undefined {
  if (settings.smtpUrl) return undefined;
  if (settings.mailShownInOutput) {
    return `MAIL: SMTP_URL is not set, so mail (checkout codes, Studio sign-in links) is printed here instead of sent, as this site runs at ${settings.siteUrl}. Set SMTP_URL to send it.`;
  }
  return `WARNING: SMTP_URL is not set: mail (checkout codes, Studio sign-in links) waits unsent in the mail_outbox table, and nobody receives it. It is never printed for a site at a public origin (${settings.siteUrl}). Set SMTP_URL.`;
}

/**
 * The mailer of `settings`: SMTP when `smtpUrl` is set; otherwise the outbox alone, each message
 * also written to `output` when `settings.mailShownInOutput` (this machine's site).
 */
export function createMailer(
  settings: ApiSettings,
  db: AppDatabase,
  output: (text: string) => void = (text) => console.log(text),
): Mailer {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  let running: Promise<void> | null = null;
  let again = false;

  /** Takes up to a batch of waiting messages for this process, so no other copy sends them. */
  const claim = () =>
    db
      .update(mailOutbox)
      .set({ claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(
              and(
                isNull(mailOutbox.sentAt),
                lt(mailOutbox.attempts, MAX_ATTEMPTS),
                or(
                  isNull(mailOutbox.claimedAt),
                  lt(
                    mailOutbox.claimedAt,
                    sql`now() - make_interval(secs => ${CLAIM_EXPIRES_SECONDS})`,
                  ),
                ),
              ),
            )
            .orderBy(asc(mailOutbox.id))
            .limit(BATCH)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning();

  async function deliverAll(send: Transporter) {
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      for (const message of batch) {
        try {
          await send.sendMail({
            from: settings.mailFrom,
            to: message.recipient,
            subject: message.subject,
            text: message.text,
          });
          await db
            .update(mailOutbox)
            .set({ sentAt: sql`now()`, lastError: null })
            .where(inArray(mailOutbox.id, [message.id]));
        } catch (error) {
          // Kept claimed: tried again once the claim expires, not in a tight loop.
          const reason = error instanceof Error ? error.message : String(error);
          // The reason stays in the outbox; a mail server's words may name the recipient.
          console.error(`[mail] message ${message.id} was not delivered: ${failureForLog(error)}`);
          await db
            .update(mailOutbox)
            .set({ lastError: reason.slice(0, 1000) })
            .where(inArray(mailOutbox.id, [message.id]));
        }
      }
    }
  }

  return {
    async queue(target, message) {
      const shown = !transport && settings.mailShownInOutput;
      const [row] = await target
        .insert(mailOutbox)
        // Shown is delivered: an SMTP_URL set later sends no code that was already read.
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          ...(shown ? { sentAt: sql`now()` } : {}),
        })
        .returning({ id: mailOutbox.id });
      if (shown) {
        output(mailShownInOutput(row!.id, message));
      } else if (!transport) {
        console.log(
          `[mail] SMTP_URL is not set: message ${row!.id} stays in the mail_outbox table.`,
        );
      }
      return row!.id;
    },
    deliverWaiting() {
      if (!transport) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await deliverAll(transport);
        } while (again);
      })()
        .catch((error: unknown) =>
          console.error(`[mail] delivery stopped: ${failureForLog(error)}`),
        )
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
