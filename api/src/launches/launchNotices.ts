import {
  API_BASE_PATH,
  LAUNCH_NOTICE_CONFIRMATION_HOURS,
  localizedPath,
  type RoadmapKey,
  type SiteLocale,
} from "@workcraft/domain/rules";
import { and, eq, isNull, lt, lte, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import {
  appLaunches,
  launchNoticeLapsedLinks,
  launchNoticeSubscriptions,
  mailOutbox,
  unsubscribeTokens,
} from "../database/schema";
import type { MailMessage, Mailer } from "../mail/mailer";
import { randomSecret, sha256 } from "../security/secrets";
import { LAUNCH_NOTICE_MAIL_TEXT } from "./launchNoticeMailText";
import { roadmapApp } from "./roadmapApps";
import { addressHash, hashIsSuppressed, suppressAddress } from "./suppressionList";

/*
 * Launch notices (beyond the spec): a visitor asks to hear when a coming-soon app ships, confirms
 * the address by a single-use link, and hears of the launch once. Every mail carries a one-click
 * unsubscribe (RFC 8058) that puts the address on the suppression list for good.
 */

/** A second confirmation mail for the same app and address goes no sooner than this after the first. */
export const CONFIRMATION_RESEND_MINUTES = 60;

/** How long a link that no longer confirms still says why (expired, used, launched); then it is unknown. */
export const LAPSED_LINK_DAYS = 30;

/** The outbox topic of confirmation mails. */
export const CONFIRMATION_TOPIC = "launch-notice-confirmation";

/** The outbox topic of an app's launch mails. */
export const launchTopic = (key: RoadmapKey) => `launch:${key}`;

/** The site's pages the mails link to, as the site names them (`LAUNCH_NOTICE_PATHS`). */
const SITE_PAGES = {
  confirm: "/launch-notices/confirm",
  unsubscribe: "/launch-notices/unsubscribe",
} as const;

/** A page of the site in `locale` carrying a link's token, on the site's origin. */
export function launchNoticePageUrl(
  siteUrl: string,
  page: keyof typeof SITE_PAGES,
  locale: SiteLocale,
  token: string,
): string {
  return `${siteUrl}${localizedPath(SITE_PAGES[page], locale)}?token=${token}`;
}

/**
 * The header fields of every launch-notice mail (RFC 8058): the API's address that unsubscribes
 * with one click, and the field saying a plain POST to it is enough.
 */
export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${siteUrl}${API_BASE_PATH}/launch-notices/unsubscribe?token=${token}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** A fresh unsubscribe token for the address of `emailHash`: its hash is kept, it is returned. */
export async function issueUnsubscribeToken(db: AppDatabase, emailHash: string): Promise<string> {
  const [token] = await issueUnsubscribeTokens(db, [emailHash]);
  return token!;
}

/** Fresh unsubscribe tokens, one for each address hash, in one statement per few hundred. */
export async function issueUnsubscribeTokens(
  db: AppDatabase,
  emailHashes: readonly string[],
): Promise<string[]> {
  const tokens = emailHashes.map(() => randomSecret(32));
  for (let start = 0; start < tokens.length; start += 1000) {
    await db.insert(unsubscribeTokens).values(
      tokens.slice(start, start + 1000).map((token, index) => ({
        tokenHash: sha256(token),
        emailHash: emailHashes[start + index]!,
      })),
    );
  }
  return tokens;
}

/** When `key`'s launch was announced, if it was. */
export async function launchOf(db: AppDatabase, key: RoadmapKey): Promise<Date | undefined> {
  const [launch] = await db
    .select({ launchedAt: appLaunches.launchedAt })
    .from(appLaunches)
    .where(eq(appLaunches.appKey, key));
  return launch?.launchedAt;
}

/** The refusal of anything about an app that has shipped: voting, asking to hear of it. */
export function alreadyLaunched(key: RoadmapKey, code: string, what: string): ApiError {
  return new ApiError(409, code, `${roadmapApp(key).name} has shipped already, so ${what}.`);
}

/**
 * Forgets the unconfirmed launch notices whose link has expired (their links then say so), their
 * confirmation mails, and the lapsed links older than {@link LAPSED_LINK_DAYS}. Run at each ask and confirmation, and
 * from the site's minute timer when it calls it; returns how many notices it forgot.
 */
export async function forgetLapsedLaunchNotices(db: AppDatabase): Promise<number> {
  const lapsed = and(
    isNull(launchNoticeSubscriptions.confirmedAt),
    lte(launchNoticeSubscriptions.tokenExpiresAt, sql`now()`),
  );
  return db.transaction(async (tx) => {
    await tx
      .insert(launchNoticeLapsedLinks)
      .select(
        tx
          .select({
            tokenHash: launchNoticeSubscriptions.tokenHash,
            appKey: launchNoticeSubscriptions.appKey,
            reason: sql<"expired">`'expired'`.as("reason"),
            at: sql<Date>`now()`.as("at"),
          })
          .from(launchNoticeSubscriptions)
          .where(lapsed),
      )
      .onConflictDoNothing();
    const forgotten = await tx
      .delete(launchNoticeSubscriptions)
      .where(lapsed)
      .returning({ id: launchNoticeSubscriptions.id });
    await tx
      .delete(launchNoticeLapsedLinks)
      .where(
        lt(launchNoticeLapsedLinks.at, sql`now() - make_interval(days => ${LAPSED_LINK_DAYS})`),
      );
    // A confirmation mail its link has outlived, sent or not, goes with the address it named.
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.topic, CONFIRMATION_TOPIC),
          lt(
            mailOutbox.createdAt,
            sql`now() - make_interval(hours => ${LAUNCH_NOTICE_CONFIRMATION_HOURS})`,
          ),
        ),
      );
    return forgotten.length;
  });
}

/** What a visitor asked for: an app, an address (lower-cased by the schema), the mails' language. */
export interface LaunchNoticeAsk {
  key: RoadmapKey;
  email: string;
  locale: SiteLocale;
}

/** The confirmation mail of a launch notice, with its links and unsubscribe headers. */
export function confirmationMail(
  siteUrl: string,
  { key, email, locale }: LaunchNoticeAsk,
  confirmToken: string,
  unsubscribeToken: string,
): MailMessage {
  const { confirmation } = LAUNCH_NOTICE_MAIL_TEXT[locale];
  const { name } = roadmapApp(key);
  return {
    to: email,
    subject: confirmation.subject(name),
    text: confirmation.text(name, {
      confirm: launchNoticePageUrl(siteUrl, "confirm", locale, confirmToken),
      unsubscribe: launchNoticePageUrl(siteUrl, "unsubscribe", locale, unsubscribeToken),
    }),
    headers: unsubscribeHeaders(siteUrl, unsubscribeToken),
    topic: CONFIRMATION_TOPIC,
  };
}

/**
 * Writes a confirmation mail for `ask` to the outbox, in one transaction with the notice it
 * confirms, unless no mail is due: the address is suppressed (nothing is kept of the ask), it
 * confirmed this app already, or its last confirmation mail for it is younger than
 * {@link CONFIRMATION_RESEND_MINUTES} (a later one replaces its link). Returns whether a mail
 * was written; the caller answers the same either way. An app that has shipped is a 409.
 */
export async function askForLaunchNotice(
  db: AppDatabase,
  mailer: Mailer,
  siteUrl: string,
  ask: LaunchNoticeAsk,
): Promise<boolean> {
  await forgetLapsedLaunchNotices(db);
  const emailHash = addressHash(ask.email);
  const written = await db.transaction(async (tx) => {
    if (await launchOf(tx, ask.key)) return "launched" as const;
    if (await hashIsSuppressed(tx, emailHash)) return false;
    const token = randomSecret(32);
    const link = {
      tokenHash: sha256(token),
      tokenExpiresAt: sql`now() + make_interval(hours => ${LAUNCH_NOTICE_CONFIRMATION_HOURS})`,
      locale: ask.locale,
    };
    const [inserted] = await tx
      .insert(launchNoticeSubscriptions)
      .values({ appKey: ask.key, email: ask.email, emailHash, ...link })
      .onConflictDoNothing()
      .returning({ id: launchNoticeSubscriptions.id });
    if (!inserted) {
      const [resent] = await tx
        .select({
          id: launchNoticeSubscriptions.id,
          tokenHash: launchNoticeSubscriptions.tokenHash,
        })
        .from(launchNoticeSubscriptions)
        .where(
          and(
            eq(launchNoticeSubscriptions.appKey, ask.key),
            eq(launchNoticeSubscriptions.email, ask.email),
            isNull(launchNoticeSubscriptions.confirmedAt),
            lt(
              launchNoticeSubscriptions.mailedAt,
              sql`now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES})`,
            ),
          ),
        )
        .for("update");
      if (!resent) return false;
      // The newer link replaces the older, which then says it was used.
      await tx
        .update(launchNoticeSubscriptions)
        .set({ ...link, mailedAt: sql`now()` })
        .where(eq(launchNoticeSubscriptions.id, resent.id));
      await tx
        .insert(launchNoticeLapsedLinks)
        .values({ tokenHash: resent.tokenHash, appKey: ask.key, reason: "used" })
        .onConflictDoNothing();
    }
    const unsubscribeToken = await issueUnsubscribeToken(tx, emailHash);
    await mailer.queue(tx, confirmationMail(siteUrl, ask, token, unsubscribeToken));
    return true;
  });
  if (written === "launched") {
    throw alreadyLaunched(
      ask.key,
      "app_launched",
      "there is nothing left to wait for: it is on the site now",
    );
  }
  return written;
}

const ASK_AGAIN = "Ask again on the app's page to get a new link.";

/** Why a confirmation link no longer confirms, as the person who opened it reads it. */
function lapsedLinkError(reason: "expired" | "used" | "launched", key: RoadmapKey): ApiError {
  switch (reason) {
    case "expired":
      return new ApiError(
        410,
        "link_expired",
        `This link has expired: links are valid for ${LAUNCH_NOTICE_CONFIRMATION_HOURS} hours, and we have forgotten the address it was sent to. ${ASK_AGAIN}`,
      );
    case "launched":
      return new ApiError(
        410,
        "link_expired",
        `${roadmapApp(key).name} has shipped in the meantime, so there is nothing left to confirm: it is on the site now.`,
      );
    case "used":
      return new ApiError(
        409,
        "link_used",
        "This link has been used already, or a newer e-mail replaced it: each link works once. If you confirmed, there is nothing more to do.",
      );
  }
}

/**
 * Confirms the launch notice of a confirmation link's `token`, once: returns its app. A wrong
 * link is a 404 (`link_unknown`), a used one a 409 (`link_used`), an expired one, or one of an
 * app that shipped first, a 410 (`link_expired`). Two opens at once confirm once.
 */
export async function confirmLaunchNotice(db: AppDatabase, token: string): Promise<RoadmapKey> {
  const tokenHash = sha256(token);
  await forgetLapsedLaunchNotices(db);
  const [confirmed] = await db
    .update(launchNoticeSubscriptions)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(launchNoticeSubscriptions.tokenHash, tokenHash),
        isNull(launchNoticeSubscriptions.confirmedAt),
        sql`${launchNoticeSubscriptions.tokenExpiresAt} > now()`,
      ),
    )
    .returning({ key: launchNoticeSubscriptions.appKey });
  if (confirmed) return confirmed.key;
  const [notice] = await db
    .select({
      key: launchNoticeSubscriptions.appKey,
      expired: sql<boolean>`${launchNoticeSubscriptions.tokenExpiresAt} <= now()`,
    })
    .from(launchNoticeSubscriptions)
    .where(eq(launchNoticeSubscriptions.tokenHash, tokenHash));
  if (notice) throw lapsedLinkError(notice.expired ? "expired" : "used", notice.key);
  const [lapsed] = await db
    .select()
    .from(launchNoticeLapsedLinks)
    .where(eq(launchNoticeLapsedLinks.tokenHash, tokenHash));
  if (lapsed) throw lapsedLinkError(lapsed.reason, lapsed.appKey);
  throw new ApiError(
    404,
    "link_unknown",
    `This link is not valid. Check that the whole link from the e-mail was opened. ${ASK_AGAIN}`,
  );
}

/**
 * Unsubscribes the address of an unsubscribe link's `token` from every launch mail, for good:
 * it goes on the suppression list, its notices and unsent launch mails go. Unsubscribing again
 * answers the same. A token we never made changes nothing and is a 404 (`link_unknown`).
 */
export async function unsubscribeFromLaunchNotices(db: AppDatabase, token: string): Promise<void> {
  const [row] = await db
    .select({ emailHash: unsubscribeTokens.emailHash })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, sha256(token)));
  if (!row) {
    throw new ApiError(
      404,
      "link_unknown",
      "This unsubscribe link is not valid. Check that the whole link from the e-mail was opened.",
    );
  }
  await db.transaction((tx) => suppressAddress(tx, { hash: row.emailHash }, "unsubscribed"));
}
