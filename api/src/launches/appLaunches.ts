import type { StudioRoadmapApp } from "@workcraft/domain/api";
import { ROADMAP_KEYS, START_VOTES, type RoadmapKey } from "@workcraft/domain/rules";
import { and, asc, count, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import {
  appLaunches,
  launchNoticeLapsedLinks,
  launchNoticeSubscriptions,
  mailOutbox,
  mailSuppressions,
  roadmapVoteCounts,
} from "../database/schema";
import type { MailMessage, Mailer } from "../mail/mailer";
import { recordStudioAudit } from "../studio/studioAuditLog";
import { LAUNCH_NOTICE_MAIL_TEXT } from "./launchNoticeMailText";
import {
  issueUnsubscribeTokens,
  launchNoticePageUrl,
  launchTopic,
  unsubscribeHeaders,
} from "./launchNotices";
import { roadmapApp, roadmapAppUrl } from "./roadmapApps";

/**
 * The apps that have shipped, by key, with when: what the catalogue says of their availability
 * gives way to it (votes close, the site stops calling them coming soon), without a build.
 */
export async function launchedApps(db: AppDatabase): Promise<Map<RoadmapKey, Date>> {
  const rows = await db
    .select({ key: appLaunches.appKey, launchedAt: appLaunches.launchedAt })
    .from(appLaunches);
  return new Map(rows.map((row) => [row.key, row.launchedAt]));
}

/** A confirmed notice whose address may still be mailed: not on the suppression list. */
const mayBeTold = and(
  isNotNull(launchNoticeSubscriptions.confirmedAt),
  notExists(
    sql`(select 1 from ${mailSuppressions} where ${mailSuppressions.emailHash} = ${launchNoticeSubscriptions.emailHash})`,
  ),
);

/**
 * The Studio's roadmap: every app visitors vote for with its votes, its confirmed subscribers
 * (not suppressed) and so exactly how many people "Announce launch" would mail now, and once it
 * has shipped, when, with its launch mails written and sent.
 */
export async function studioRoadmap(db: AppDatabase): Promise<StudioRoadmapApp[]> {
  const [votes, subscribers, launches, sent] = await Promise.all([
    db.select().from(roadmapVoteCounts),
    db
      .select({ key: launchNoticeSubscriptions.appKey, count: count() })
      .from(launchNoticeSubscriptions)
      .where(mayBeTold)
      .groupBy(launchNoticeSubscriptions.appKey),
    db.select().from(appLaunches),
    db
      .select({ topic: mailOutbox.topic, count: count() })
      .from(mailOutbox)
      .where(and(isNotNull(mailOutbox.sentAt), sql`${mailOutbox.topic} like 'launch:%'`))
      .groupBy(mailOutbox.topic),
  ]);
  const votesOf = new Map(votes.map((row) => [row.itemKey, row.votes]));
  const subscribersOf = new Map(subscribers.map((row) => [row.key, Number(row.count)]));
  const launchOf = new Map(launches.map((row) => [row.appKey, row]));
  const sentOf = new Map(sent.map((row) => [row.topic, Number(row.count)]));
  return ROADMAP_KEYS.map((key) => {
    const { name, path } = roadmapApp(key);
    const launch = launchOf.get(key);
    const confirmedSubscribers = subscribersOf.get(key) ?? 0;
    return {
      key,
      name,
      ...(path ? { path } : {}),
      votes: START_VOTES[key] + (votesOf.get(key) ?? 0),
      confirmedSubscribers,
      recipients: launch ? 0 : confirmedSubscribers,
      ...(launch ? { launchedAt: launch.launchedAt.toISOString() } : {}),
      mailsWritten: launch?.mailsWritten ?? 0,
      mailsSent: sentOf.get(launchTopic(key)) ?? 0,
    };
  });
}

/** What announcing a launch did. */
export interface LaunchAnnounced {
  launchedAt: Date;
  /** The mails this announcement wrote: none when the app had shipped already. */
  mailsWritten: number;
  alreadyLaunched: boolean;
}

/**
 * Announces that `key` has shipped, in one transaction: records the launch (its key makes it
 * once: a second press, or a second server copy at the same moment, finds it done and writes
 * nothing), writes one paced launch mail per confirmed, unsuppressed address, each with its own
 * unsubscribe token, forgets the app's notices (their links then say it shipped), and records it
 * in the audit log. The caller then asks the mailer to deliver.
 */
export async function announceLaunch(
  db: AppDatabase,
  mailer: Mailer,
  siteUrl: string,
  key: RoadmapKey,
  personId: string,
): Promise<LaunchAnnounced> {
  return db.transaction(async (tx) => {
    const [launch] = await tx
      .insert(appLaunches)
      .values({ appKey: key, announcedBy: personId })
      .onConflictDoNothing()
      .returning({ launchedAt: appLaunches.launchedAt });
    if (!launch) {
      const [earlier] = await tx
        .select({ launchedAt: appLaunches.launchedAt })
        .from(appLaunches)
        .where(eq(appLaunches.appKey, key));
      return { launchedAt: earlier!.launchedAt, mailsWritten: 0, alreadyLaunched: true };
    }
    const recipients = await tx
      .select({
        email: launchNoticeSubscriptions.email,
        emailHash: launchNoticeSubscriptions.emailHash,
        locale: launchNoticeSubscriptions.locale,
      })
      .from(launchNoticeSubscriptions)
      .where(and(eq(launchNoticeSubscriptions.appKey, key), mayBeTold))
      .orderBy(asc(launchNoticeSubscriptions.id));
    const tokens = await issueUnsubscribeTokens(
      tx,
      recipients.map(({ emailHash }) => emailHash),
    );
    const app = roadmapApp(key);
    const mails = recipients.map(({ email, locale }, index): MailMessage => {
      const token = tokens[index]!;
      const { launch: words } = LAUNCH_NOTICE_MAIL_TEXT[locale];
      return {
        to: email,
        subject: words.subject(app.name),
        text: words.text(app.name, {
          app: roadmapAppUrl(siteUrl, app, locale),
          unsubscribe: launchNoticePageUrl(siteUrl, "unsubscribe", locale, token),
        }),
        headers: unsubscribeHeaders(siteUrl, token),
        paced: true,
        topic: launchTopic(key),
      };
    });
    const mailsWritten = await mailer.queueAll(tx, mails);
    // The app's notices have done their work: confirmed links now say used, the rest launched.
    await tx
      .insert(launchNoticeLapsedLinks)
      .select(
        tx
          .select({
            tokenHash: launchNoticeSubscriptions.tokenHash,
            appKey: launchNoticeSubscriptions.appKey,
            reason: sql<
              "used" | "launched"
            >`case when ${launchNoticeSubscriptions.confirmedAt} is null then 'launched' else 'used' end`.as(
              "reason",
            ),
            at: sql<Date>`now()`.as("at"),
          })
          .from(launchNoticeSubscriptions)
          .where(eq(launchNoticeSubscriptions.appKey, key)),
      )
      .onConflictDoNothing();
    await tx.delete(launchNoticeSubscriptions).where(eq(launchNoticeSubscriptions.appKey, key));
    await tx.update(appLaunches).set({ mailsWritten }).where(eq(appLaunches.appKey, key));
    await recordStudioAudit(tx, {
      personId,
      action: "roadmap.announce",
      subject: key,
      detail: { app: app.name, mailsWritten },
    });
    return { launchedAt: launch.launchedAt, mailsWritten, alreadyLaunched: false };
  });
}
