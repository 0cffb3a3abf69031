// The tables of the website API. Each feature adds its tables here, then runs
// `npm run db:generate -w @workcraft/api` to write the migration that creates them.
import type {
  BlockEventKind,
  ExperimentGoal,
  ExperimentPlan,
  ExperimentStatus,
  LeadExperiment,
  LibraryImageFormat,
  LibraryImageType,
  LibraryImageWidth,
  OrderLine,
  PricedOrder,
  ProjectOrder,
  RoadmapKey,
  SiteLocale,
  StudioAuditAction,
  StudioRole,
  StudioScheduleAction,
  StudioVersionKind,
} from "@workcraft/domain/rules";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** An ended experiment's counts as kept once its visitors' rows are gone (`experimentCounts`). */
export interface ExperimentCountsRecord {
  arms: Array<{ visitors: number; conversions: number }>;
  days: Array<{ day: string; visitors: number[] }>;
  blocks: Array<{
    arm: number;
    block: number;
    seen: number;
    clicked: number;
    convertedAfterSeeing: number;
  }>;
}

/** Binary data, `bytea`: PGlite reads it as a `Uint8Array`, node-postgres as a `Buffer` (one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** A lead: what a visitor sent through one of the site's forms (`form-capture/send`). */
export const leads = pgTable(
  "leads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    formName: text("form_name").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** The page the form was sent from (the request's `Referer` path), when known. */
    page: text("page"),
    /**
     * The running experiments that counted the lead's visitor when it was sent: each one's id and
     * path, the visitor's arm and the blocks they had seen. Null when none did.
     */
    experiments: jsonb("experiments").$type<LeadExperiment[]>(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("leads_created_at").on(table.createdAt)],
);

/**
 * Request counts per limit and key, kept in the database so every copy of the server counts
 * against the same limit. A key's window starts at its first request and lasts the limit's
 * length, so no burst fits across a window's edge.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  /** The limit and whom it counts: `lead:address:203.0.113.7`, `lead:everyone`. */
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * One visitor's vote for one roadmap app; the key makes a second vote impossible. The index on
 * the visitor finds the apps one visitor voted for without reading every vote.
 */
export const roadmapVotes = pgTable(
  "roadmap_votes",
  {
    itemKey: text("item_key").notNull(),
    /** The random id the visitor's browser keeps (`X-Visitor-Id`). */
    visitorId: text("visitor_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.itemKey, table.visitorId] }),
    index("roadmap_votes_visitor_id_idx").on(table.visitorId),
  ],
);

/**
 * The votes cast for each roadmap app, kept by the database: triggers on `roadmap_votes` (in
 * migration 0007) add each statement's new votes and take away its deleted ones, in the same
 * transaction. A count is then one row to read, however many votes the table holds.
 */
export const roadmapVoteCounts = pgTable("roadmap_vote_counts", {
  itemKey: text("item_key").primaryKey(),
  votes: integer("votes").notNull(),
});

/**
 * An order draft (`checkout/project`): the order as the visitor made it, checked and priced
 * by the server. It becomes a workspace once its address is confirmed (`completedAt`).
 */
export const checkouts = pgTable("checkouts", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  order: jsonb("order").$type<ProjectOrder>().notNull(),
  priced: jsonb("priced").$type<PricedOrder>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

/** A one-time code e-mailed for a checkout: only its salted hash is kept. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    checkoutId: text("checkout_id")
      .notNull()
      .references(() => checkouts.id),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Checks of this code so far; each is counted before the code is compared. */
    tries: integer("tries").notNull().default(0),
    /** Set when the code was used, or replaced by a newer one: it can never pass again. */
    spentAt: timestamp("spent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("one_time_codes_checkout").on(table.checkoutId, table.email)],
);

/** An access token given for a confirmed address: only its hash is kept. */
export const accessTokens = pgTable("access_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  checkoutId: text("checkout_id")
    .notNull()
    .references(() => checkouts.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** A workspace created by a checkout; its name is unique as `workspaceNameKey` compares. */
export const workspaces = pgTable("workspaces", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  nameKey: text("name_key").notNull().unique(),
  checkoutId: text("checkout_id")
    .notNull()
    .unique()
    .references(() => checkouts.id),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** The order a workspace was created with, at the prices of that moment. */
export const orders = pgTable("orders", {
  id: text("id").primaryKey(),
  workspaceId: text("workspace_id")
    .notNull()
    .unique()
    .references(() => workspaces.id),
  checkoutId: text("checkout_id")
    .notNull()
    .unique()
    .references(() => checkouts.id),
  lines: jsonb("lines").$type<OrderLine[]>().notNull(),
  monthlyCents: integer("monthly_cents").notNull(),
  yearlyCents: integer("yearly_cents").notNull(),
  currency: text("currency").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * An `Idempotency-Key` seen by a call: the hash of the body it came with and, once answered,
 * the answer to replay. A key without an answer is a request still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The call the key belongs to: `project-checkout/execute`. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * Mail the API sends. Every message is written here first, in the request that causes it;
 * with `SMTP_URL` set it is delivered from here (`sentAt`), otherwise it stays here to be read.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When a server copy took the message to deliver; taken again if it never finished. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Header fields sent beside From, To and Subject (`List-Unsubscribe`); null for none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /**
     * Sent at most `LAUNCH_MAILS_PER_MINUTE` a minute across every server copy (launch mails),
     * and never to an address suppressed since it was written. Unpaced mail (codes, sign-in
     * links) never waits behind it.
     */
    paced: boolean("paced").notNull().default(false),
    /** What the message is about, to count and find it: `launch:<app key>`, `launch-notice-confirmation`. */
    topic: text("topic"),
    /** When the mail server refused it for good (a 5xx): it is never tried again. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_unsent").on(table.sentAt, table.createdAt),
    index("mail_outbox_paced_claims")
      .on(table.claimedAt)
      .where(sql`${table.paced}`),
    index("mail_outbox_topic").on(table.topic),
  ],
);

/**
 * A visitor's wish to hear when a coming-soon app ships (`launch-notices/ask`), one per app and
 * address. Only the hash of its confirmation link's token is kept; the link is valid
 * `LAUNCH_NOTICE_CONFIRMATION_HOURS`, and an unconfirmed row is deleted once it expires (its
 * token's hash moves to `launch_notice_lapsed_links`, so the link still says why it fails).
 * Rows of an app go when its launch is announced, and an address's when it is suppressed.
 */
export const launchNoticeSubscriptions = pgTable(
  "launch_notice_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    appKey: text("app_key").$type<RoadmapKey>().notNull(),
    /** Lower-cased, as the domain's e-mail rule writes it. */
    email: text("email").notNull(),
    /** The SHA-256 of `email`, hex: how the suppression list and unsubscribe tokens name it. */
    emailHash: text("email_hash").notNull(),
    /** The language of the page asked from: the mails are written in it. */
    locale: text("locale").$type<SiteLocale>().notNull(),
    tokenHash: text("token_hash").notNull().unique("launch_notice_subscriptions_token"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }).notNull(),
    /** When the newest confirmation mail was written: another waits `CONFIRMATION_RESEND_MINUTES`. */
    mailedAt: timestamp("mailed_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** When the visitor ticked the consent box and asked (the first time). */
    askedAt: timestamp("asked_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("launch_notice_subscriptions_app_email").on(table.appKey, table.email),
    index("launch_notice_subscriptions_email_hash").on(table.emailHash),
    index("launch_notice_subscriptions_unconfirmed")
      .on(table.tokenExpiresAt)
      .where(sql`${table.confirmedAt} is null`),
  ],
);

/**
 * A confirmation link that no longer confirms anything, by its token's hash, so it says why:
 * `expired` (its 48 hours ran out), `used` (confirmed, replaced by a newer link, or its address
 * unsubscribed), `launched` (the app shipped first). Nothing in it names a person; kept
 * `LAPSED_LINK_DAYS`, then the link is simply unknown.
 */
export const launchNoticeLapsedLinks = pgTable(
  "launch_notice_lapsed_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    appKey: text("app_key").$type<RoadmapKey>().notNull(),
    reason: text("reason").$type<"expired" | "used" | "launched">().notNull(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index("launch_notice_lapsed_links_at").on(table.at),
    check(
      "launch_notice_lapsed_links_reason",
      sql`${table.reason} in ('expired', 'used', 'launched')`,
    ),
  ],
);

/**
 * The token of an unsubscribe link: each mail about a launch carries a fresh one. Only its hash
 * is kept, and it leads only to the hash of the address, which is all the suppression list needs.
 */
export const unsubscribeTokens = pgTable(
  "unsubscribe_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    emailHash: text("email_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("unsubscribe_tokens_email_hash").on(table.emailHash)],
);

/**
 * Addresses no launch mail may go to, for good: by the SHA-256 of the lower-cased address, why
 * (`unsubscribed`, or `bounced`: the mail server refused it for good) and since when. Nothing else.
 */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    emailHash: text("email_hash").primaryKey(),
    reason: text("reason").$type<"unsubscribed" | "bounced">().notNull(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check("mail_suppressions_reason", sql`${table.reason} in ('unsubscribed', 'bounced')`),
  ],
);

/**
 * A roadmap or coming-soon app that has shipped, as a Studio publisher announced it: from then
 * its votes are closed and the site no longer calls it coming soon. The key makes the
 * announcement, and its mails, happen once, whoever presses and on whichever server copy.
 */
export const appLaunches = pgTable("app_launches", {
  appKey: text("app_key").$type<RoadmapKey>().primaryKey(),
  launchedAt: timestamp("launched_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  announcedBy: text("announced_by").references(() => studioPeople.id),
  /** The launch mails the announcement wrote to the outbox, one per confirmed address. */
  mailsWritten: integer("mails_written").notNull().default(0),
});

/**
 * A person who may use the Studio, with the role that says what they may do there. One person
 * per e-mail address, whatever its case; a disabled person cannot sign in.
 */
export const studioPeople = pgTable(
  "studio_people",
  {
    id: text("id").primaryKey(),
    /** Lower-cased, as the domain's e-mail rule writes it. */
    email: text("email").notNull(),
    /** Null for a person added from the command line without a name. */
    name: text("name"),
    role: text("role").$type<StudioRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** When an admin turned the person's access off; null while they may sign in. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("studio_people_email").on(sql`lower(${table.email})`),
    check("studio_people_role", sql`${table.role} in ('editor', 'publisher', 'admin')`),
  ],
);

/** A sign-in link e-mailed to a Studio person: only the hash of its token is kept. */
export const studioSignInLinks = pgTable(
  "studio_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    personId: text("person_id")
      .notNull()
      .references(() => studioPeople.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the link was opened; it signs in once. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("studio_sign_in_links_person").on(table.personId)],
);

/**
 * A Studio session, kept by the browser's cookie: only the hash of its token is kept. It ends
 * when its person signs out, is disabled, or leaves it unused too long (`lastSeenAt`).
 */
export const studioSessions = pgTable(
  "studio_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    personId: text("person_id")
      .notNull()
      .references(() => studioPeople.id),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("studio_sessions_person").on(table.personId)],
);

/** What the Studio's people did, newest last: who, what, to what, and what changed. */
export const studioAuditLog = pgTable(
  "studio_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Who did it; null for the command line. */
    personId: text("person_id").references(() => studioPeople.id),
    action: text("action").$type<StudioAuditAction>().notNull(),
    /** What it was done to: a person's id, later a page's path. */
    subject: text("subject").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("studio_audit_log_at").on(table.at)],
);

/**
 * A page made in the Studio: its path on the site, its draft (a content page's document, saved
 * valid or not) with the revision that each save raises by one, and the version the site shows,
 * if any. Read by the site's server through `findPublishedStudioPage`.
 */
export const studioPages = pgTable("studio_pages", {
  id: text("id").primaryKey(),
  /** Unique among Studio pages; a file or catalogue page owning it is refused at publishing. */
  path: text("path").notNull().unique("studio_pages_path"),
  draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
  revision: integer("revision").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  createdBy: text("created_by")
    .notNull()
    .references(() => studioPeople.id),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  updatedBy: text("updated_by")
    .notNull()
    .references(() => studioPeople.id),
  /** The version the site shows; null while the page is not published. */
  publishedVersionId: bigint("published_version_id", { mode: "number" }).references(
    (): AnyPgColumn => studioPageVersions.id,
  ),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/**
 * A version of a Studio page, numbered 1, 2, … per page: a draft published, restored or kept as
 * a checkpoint, with the path the page had then. Never changed nor deleted once written.
 */
export const studioPageVersions = pgTable(
  "studio_page_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => studioPages.id),
    number: integer("number").notNull(),
    path: text("path").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    kind: text("kind").$type<StudioVersionKind>().notNull(),
    message: text("message"),
    authorId: text("author_id").references(() => studioPeople.id),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex("studio_page_versions_page_number").on(table.pageId, table.number),
    check("studio_page_versions_kind", sql`${table.kind} in ('publish', 'restore', 'checkpoint')`),
  ],
);

/** An old path of a moved, published Studio page, sending visitors to where it is now. */
export const studioRedirects = pgTable("studio_redirects", {
  fromPath: text("from_path").primaryKey(),
  toPath: text("to_path").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Who has a page open in the Studio: each editor's last heartbeat on it. */
export const studioEditing = pgTable(
  "studio_editing",
  {
    pageId: text("page_id")
      .notNull()
      .references(() => studioPages.id),
    personId: text("person_id")
      .notNull()
      .references(() => studioPeople.id),
    seenAt: timestamp("seen_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.personId] })],
);

/**
 * A publish or unpublish of a page at a time; `done_at` is set when a server carried it out. A
 * publish keeps the draft it puts on the site as it was scheduled (`revision`, `content`), so
 * what an editor saves after is not published by it. A cancelled schedule is deleted (the audit
 * log keeps it).
 */
export const studioSchedules = pgTable(
  "studio_schedules",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => studioPages.id),
    action: text("action").$type<StudioScheduleAction>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The draft's revision a publish puts on the site; null for an unpublish. */
    revision: integer("revision"),
    /** That revision's document; null for an unpublish. */
    content: jsonb("content").$type<Record<string, unknown>>(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdBy: text("created_by")
      .notNull()
      .references(() => studioPeople.id),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index("studio_schedules_due")
      .on(table.at)
      .where(sql`${table.doneAt} is null`),
    check("studio_schedules_action", sql`${table.action} in ('publish', 'unpublish')`),
  ],
);

/**
 * A picture of the Studio's image library, by the SHA-256 of the file uploaded (kept once
 * however often it is uploaded). The file itself is not kept: its files are, in `studio_image_files`.
 */
export const studioImages = pgTable(
  "studio_images",
  {
    id: text("id").primaryKey(),
    /** The SHA-256 of the uploaded file, lower-case hex; names the picture's files. */
    contentHash: text("content_hash").notNull().unique("studio_images_content_hash"),
    name: text("name").notNull(),
    /** The kind of file uploaded, as its bytes showed. */
    type: text("type").$type<LibraryImageType>().notNull(),
    /** The picture's size in pixels, upright as its EXIF orientation says. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The size of the uploaded file. */
    byteSize: integer("byte_size").notNull(),
    uploadedBy: text("uploaded_by")
      .notNull()
      .references(() => studioPeople.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index("studio_images_uploaded_at").on(table.uploadedAt),
    check("studio_images_type", sql`${table.type} in ('png', 'jpeg', 'webp')`),
  ],
);

/**
 * One file of a library picture: one of the five widths in one format, the bytes the API serves
 * at `/api/v2/images/<hash>-<width>.<webp|jpg>`. Written with its picture, never changed.
 */
export const studioImageFiles = pgTable(
  "studio_image_files",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => studioImages.id),
    /** The variant's width, as the file's URL names it; a narrower picture is kept at its own. */
    width: integer("width").$type<LibraryImageWidth>().notNull(),
    format: text("format").$type<LibraryImageFormat>().notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** The SHA-256 of the bytes, lower-case hex: the file's `ETag`. */
    contentHash: text("content_hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.width, table.format] }),
    check("studio_image_files_format", sql`${table.format} in ('webp', 'jpeg')`),
  ],
);

/**
 * A preview link: what it shows (the page's path and document when the link was made) to anyone
 * holding its token, until it expires. Only the token's SHA-256 is kept.
 */
export const studioPreviewLinks = pgTable(
  "studio_preview_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => studioPages.id),
    /** The version shown, or null for the draft as it was. */
    number: integer("number"),
    path: text("path").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdBy: text("created_by")
      .notNull()
      .references(() => studioPeople.id),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("studio_preview_links_page").on(table.pageId)],
);

/**
 * An experiment on one page of the site (`path`): its goal, the arms' shares of the visitors (the
 * control first) and the plan made from them, all fixed once it runs. At most one experiment runs
 * on a page at a time.
 */
export const experiments = pgTable(
  "experiments",
  {
    id: text("id").primaryKey(),
    path: text("path").notNull(),
    goal: jsonb("goal").$type<ExperimentGoal>().notNull(),
    split: jsonb("split").$type<number[]>().notNull(),
    /** Made when the experiment starts; null while it is composed. */
    plan: jsonb("plan").$type<ExperimentPlan>(),
    status: text("status").$type<ExperimentStatus>().notNull().default("draft"),
    createdBy: text("created_by")
      .notNull()
      .references(() => studioPeople.id),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The arm the ending kept for everyone: 0 the control, 1 variant B, … */
    endedWith: integer("ended_with"),
    /**
     * The experiment's counts as totals, kept when its visitor-level rows were deleted
     * (`EXPERIMENT_VISITOR_DAYS` after it ended); null until then.
     */
    finalCounts: jsonb("final_counts").$type<ExperimentCountsRecord>(),
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    /**
     * When the ending published a variant over a content file's page: the fingerprint of the
     * file's page then (`contentFingerprint`). The site shows the variant to everyone while the
     * build's file is the same, that is until a deploy changes it. Null otherwise.
     */
    keptOverFile: text("kept_over_file"),
  },
  (table) => [
    uniqueIndex("experiments_running_path")
      .on(table.path)
      .where(sql`${table.status} = 'running'`),
    check("experiments_status", sql`${table.status} in ('draft', 'running', 'ended')`),
    check("experiments_planned", sql`${table.status} = 'draft' or ${table.plan} is not null`),
  ],
);

/**
 * A variant of an experiment's page (arm 1 is variant B, …): a content page's document, composed
 * in the Studio's editor from a copy of the page, saved valid or not while the experiment is a
 * draft (each save raises the revision by one) and fixed once it runs.
 */
export const experimentVariants = pgTable(
  "experiment_variants",
  {
    experimentId: text("experiment_id")
      .notNull()
      .references(() => experiments.id),
    arm: integer("arm").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    revision: integer("revision").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedBy: text("updated_by")
      .notNull()
      .references(() => studioPeople.id),
  },
  (table) => [
    primaryKey({ columns: [table.experimentId, table.arm] }),
    check("experiment_variants_arm", sql`${table.arm} >= 1`),
  ],
);

/**
 * A visitor counted by an experiment: the arm they got, when they first got the page (an
 * exposure), and when they first reached the goal (a conversion). One row a visitor, so a reload,
 * a second tab or a retry never counts twice.
 */
export const experimentVisitors = pgTable(
  "experiment_visitors",
  {
    experimentId: text("experiment_id")
      .notNull()
      .references(() => experiments.id),
    /** The site's first-party visitor id. */
    visitorId: text("visitor_id").notNull(),
    arm: integer("arm").notNull(),
    exposedAt: timestamp("exposed_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.experimentId, table.visitorId] }),
    index("experiment_visitors_visitor").on(table.visitorId),
  ],
);

/**
 * A block of the page under an experiment that a counted visitor saw (at least half in view for
 * a second) or clicked, by the block's place on the page: once a visitor, block and kind.
 */
export const experimentBlockEvents = pgTable(
  "experiment_block_events",
  {
    experimentId: text("experiment_id").notNull(),
    visitorId: text("visitor_id").notNull(),
    /** The block's place on the arm's page, 0 first. */
    block: integer("block").notNull(),
    kind: text("kind").$type<BlockEventKind>().notNull(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.experimentId, table.visitorId, table.block, table.kind] }),
    foreignKey({
      name: "experiment_block_events_visitor",
      columns: [table.experimentId, table.visitorId],
      foreignColumns: [experimentVisitors.experimentId, experimentVisitors.visitorId],
    }),
    check("experiment_block_events_kind", sql`${table.kind} in ('seen', 'clicked')`),
  ],
);

/**
 * A page's views on one UTC day, counted by the site's server with no visitor id and nothing per
 * person (see `PageViewCounts`): each server copy adds what it counted to the day's row, so the
 * copies add up. Days older than `PAGE_VIEW_DAYS` are deleted.
 */
export const pageViewsDaily = pgTable(
  "page_views_daily",
  {
    /** The page's path, as the site serves it: `/pricing`, `/de/pricing`, `/`. */
    path: text("path").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.path, table.day] }),
    index("page_views_daily_day").on(table.day),
  ],
);
