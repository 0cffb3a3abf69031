import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { AppDatabase } from "../database";
import { mailOutbox, rateLimitCounters } from "../database/schema";
import { addressHash, addressIsSuppressed, suppressAddress } from "../launches/suppressionList";
import { failureForLog } from "../requests/failureLog";
import type { ApiSettings } from "../settings/apiSettings";

/** A plain-text message to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Header fields beside From, To and Subject: `List-Unsubscribe`, `List-Unsubscribe-Post`. */
  headers?: Readonly<Record<string, string>> | undefined;
  /**
   * Sent at the launch mails' pace (`LAUNCH_MAILS_PER_MINUTE` across every server copy) and
   * not at all to an address suppressed by then. Codes and sign-in links are not paced.
   */
  paced?: boolean | undefined;
  /** What it is about, to count and find it: `launch:<app key>`, `launch-notice-confirmation`. */
  topic?: string | undefined;
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
  /** Writes many messages to the outbox through `db`, a few hundred a statement; returns how many. */
  queueAll(db: AppDatabase, messages: readonly MailMessage[]): Promise<number>;
  /**
   * Delivers what waits in the outbox, when SMTP is set; a message that fails waits a while and
   * is tried again on a later call. Never throws: failures are logged and kept with the message.
   */
  deliverWaiting(): Promise<void>;
  /**
   * Takes no more mail to deliver (a server stopping, a test ending): a delivery under way ends
   * after its batch, and the wake-up set for paced mail still waiting is cancelled.
   */
  stop(): void;
}

/** A message taken to deliver but never marked sent (the process died) is taken again after this. */
const CLAIM_EXPIRES_SECONDS = 120;
/** Deliveries of one message before it is left in the outbox for a person to look at. */
const MAX_ATTEMPTS = 10;
const BATCH = 10;
/** Messages one statement of `queueAll` writes: well under PostgreSQL's 65,535 parameters. */
const QUEUE_CHUNK = 500;
/** The paced mail's window: at most `launchMailsPerMinute` claims in any such stretch. */
const PACE_WINDOW_SECONDS = 60;
/** The counter row every copy locks to take paced mail, so they take turns at the one pace. */
const PACE_LOCK_KEY = "mail:paced";

/**
 * Whether the mail server refused the message for good because of its recipient: a 5xx reply
 * (but 503, "bad sequence", which is ours) to the recipient or to the message. Such a message is
 * not tried again, and its address is suppressed. A 5xx to the login or the sender is the
 * set-up's fault, not the address's: it is tried again like a temporary failure, once fixed.
 */
export function refusedForGood(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503 &&
    (command === "RCPT TO" || command === "DATA")
  );
}

/**
 * What a message about something (a launch notice's, with a `topic`) keeps once it has gone or
 * been refused for good: not its address nor its text, only the address's hash, so the outbox
 * counts it and no copy of the database gives the address back. Codes and sign-in links stay
 * as they were sent.
 */
function forgottenIfAbout(message: { topic: string | null; recipient: string }) {
  if (message.topic === null) return {};
  return { recipient: `sha256:${addressHash(message.recipient)}`, text: "", headers: null };
}

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
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `  ${name}: ${value}`),
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

  let wake: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const perMinute = settings.launchMailsPerMinute;

  /** Messages of one kind (paced or not) waiting to be taken: unsent, not refused, unclaimed. */
  const waiting = (paced: boolean) =>
    and(
      eq(mailOutbox.paced, paced),
      isNull(mailOutbox.sentAt),
      isNull(mailOutbox.failedAt),
      lt(mailOutbox.attempts, MAX_ATTEMPTS),
      or(
        isNull(mailOutbox.claimedAt),
        lt(
          mailOutbox.claimedAt,
          sql`clock_timestamp() - make_interval(secs => ${CLAIM_EXPIRES_SECONDS})`,
        ),
      ),
    );

  /** Takes up to `limit` waiting messages of one kind through `target`, so no other copy sends them. */
  const take = (target: AppDatabase, paced: boolean, limit: number) =>
    target
      .update(mailOutbox)
      .set({ claimedAt: sql`clock_timestamp()`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          target
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(waiting(paced))
            .orderBy(asc(mailOutbox.id))
            .limit(limit)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning();

  /** Paced messages claimed within the pace's window, by any copy. */
  const pacedInWindow = () =>
    and(
      eq(mailOutbox.paced, true),
      gt(
        mailOutbox.claimedAt,
        sql`clock_timestamp() - make_interval(secs => ${PACE_WINDOW_SECONDS})`,
      ),
    );

  /** Paced messages taken in the pace's window so far, by every copy. */
  const pacedTakenLately = async (target: AppDatabase) => {
    const [taken] = await target.select({ count: count() }).from(mailOutbox).where(pacedInWindow());
    return Number(taken?.count ?? 0);
  };

  /**
   * Takes paced messages as the pace allows: what is left of `launchMailsPerMinute` in the last
   * minute, counted from the outbox, so every copy shares one pace. The copies take turns by
   * locking one counter row, so two never both take the same minute's room.
   */
  const takePaced = () =>
    db.transaction(async (tx) => {
      await tx
        .insert(rateLimitCounters)
        .values({ key: PACE_LOCK_KEY, windowStart: sql`now()`, count: 0 })
        .onConflictDoNothing();
      await tx
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, PACE_LOCK_KEY))
        .for("update");
      const room = perMinute - (await pacedTakenLately(tx));
      return room > 0 ? take(tx, true, Math.min(room, BATCH)) : [];
    });

  /** Unpaced mail first, whatever paced mail waits: a code never waits behind a launch. */
  const claim = async () => {
    const unpaced = await take(db, false, BATCH);
    return unpaced.length > 0 ? unpaced : takePaced();
  };

  /**
   * When paced mail still waits once the pace's room is used up, wakes this mailer as soon as
   * the oldest claim of the window leaves it (at most a minute), so the pace stays steady
   * rather than waiting for the next call or for the site's minute.
   */
  async function wakeForPacedMail() {
    if (stopped || wake) return;
    const [pending] = await db.select({ count: count() }).from(mailOutbox).where(waiting(true));
    if (Number(pending?.count ?? 0) === 0) return;
    const [oldest] = await db
      .select({
        seconds: sql<
          string | null
        >`extract(epoch from min(${mailOutbox.claimedAt}) + make_interval(secs => ${PACE_WINDOW_SECONDS}) - clock_timestamp())`,
      })
      .from(mailOutbox)
      .where(pacedInWindow());
    const seconds = Math.min(PACE_WINDOW_SECONDS, Math.max(1, Number(oldest?.seconds ?? 1)));
    wake = setTimeout(
      () => {
        wake = null;
        void deliverWaiting();
      },
      seconds * 1000 + 100,
    );
    wake.unref();
  }

  async function deliverAll(send: Transporter) {
    for (let batch = await claim(); batch.length > 0 && !stopped; batch = await claim()) {
      for (const message of batch) {
        if (message.paced && (await addressIsSuppressed(db, message.recipient))) {
          // Unsubscribed or refused since it was written: it goes to nobody, and is not kept.
          await db.delete(mailOutbox).where(eq(mailOutbox.id, message.id));
          continue;
        }
        try {
          await send.sendMail({
            from: settings.mailFrom,
            to: message.recipient,
            subject: message.subject,
            text: message.text,
            ...(message.headers ? { headers: message.headers } : {}),
          });
          await db
            .update(mailOutbox)
            .set({ sentAt: sql`now()`, lastError: null, ...forgottenIfAbout(message) })
            .where(eq(mailOutbox.id, message.id));
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
          // The reason stays in the outbox; a mail server's words may name the recipient.
          console.error(`[mail] message ${message.id} was not delivered: ${failureForLog(error)}`);
          if (refusedForGood(error)) {
            // Never tried again, and no launch mail goes to the address after it.
            await db.transaction(async (tx) => {
              await tx
                .update(mailOutbox)
                .set({ lastError: reason, failedAt: sql`now()`, ...forgottenIfAbout(message) })
                .where(eq(mailOutbox.id, message.id));
              await suppressAddress(tx, { email: message.recipient }, "bounced");
            });
          } else {
            // Kept claimed: tried again once the claim expires, not in a tight loop.
            await db
              .update(mailOutbox)
              .set({ lastError: reason })
              .where(eq(mailOutbox.id, message.id));
          }
        }
      }
    }
    await wakeForPacedMail();
  }

  function deliverWaiting(): Promise<void> {
    if (!transport || stopped) return Promise.resolve();
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
      .catch((error: unknown) => console.error(`[mail] delivery stopped: ${failureForLog(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const shown = !transport && settings.mailShownInOutput;
  /** A message as its outbox row: shown is delivered, so an SMTP_URL set later sends no code already read. */
  const rowOf = (message: MailMessage) => ({
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    headers: message.headers ? { ...message.headers } : null,
    paced: message.paced ?? false,
    topic: message.topic ?? null,
    ...(shown ? { sentAt: sql`now()` } : {}),
  });
  /** What the server says of a message it wrote: shown, or where it waits. */
  const tellOf = (id: number, message: MailMessage) => {
    if (shown) {
      output(mailShownInOutput(id, message));
    } else if (!transport) {
      console.log(`[mail] SMTP_URL is not set: message ${id} stays in the mail_outbox table.`);
    }
  };

  return {
    async queue(target, message) {
      const [row] = await target
        .insert(mailOutbox)
        .values(rowOf(message))
        .returning({ id: mailOutbox.id });
      tellOf(row!.id, message);
      return row!.id;
    },
    async queueAll(target, messages) {
      for (let start = 0; start < messages.length; start += QUEUE_CHUNK) {
        const chunk = messages.slice(start, start + QUEUE_CHUNK);
        const rows = await target
          .insert(mailOutbox)
          .values(chunk.map(rowOf))
          .returning({ id: mailOutbox.id });
        rows.forEach((row, index) => tellOf(row.id, chunk[index]!));
      }
      return messages.length;
    },
    deliverWaiting,
    stop() {
      stopped = true;
      if (wake) clearTimeout(wake);
      wake = null;
    },
  };
}
