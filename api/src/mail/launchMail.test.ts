import { Hono } from "hono";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../app";
import { openDatabase, type DatabaseHandle } from "../database";
import { mailOutbox, mailSuppressions } from "../database/schema";
import { addressHash } from "../launches/suppressionList";
import { sha256 } from "../security/secrets";
import { DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { emptyLaunchNotices } from "../testing/emptyLaunchNotices";
import { emptyStudio } from "../testing/emptyStudio";
import { listen } from "../testing/listen";
import { startSmtpMailbox } from "../testing/smtpMailbox";
import { signedInPerson } from "../testing/studioCalls";
import { TEST_POSTGRES_URL, testDatabases } from "../testing/testDatabases";
import { createMailer, refusedForGood, type MailMessage, type Mailer } from "./mailer";

const SITE_URL = "https://www.workcraft.example";

/** The addresses the test's mail server refuses: one for good (550), one for now (450). */
const GONE = "gone@example.com";
const BUSY = "busy@example.com";

/** A second connection to the same database, as a second server copy has. */
async function secondCopyOf(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind === "pglite") return { ...database, close: async () => {} };
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database.location.split("/").pop()}`;
  return openDatabase({ url: url.href });
}

const launchMail = (to: string, index = 0): MailMessage => ({
  to,
  subject: `Launch ${index}`,
  text: `Launch mail ${index}`,
  headers: { "List-Unsubscribe": `<${SITE_URL}/x>` },
  paced: true,
  topic: "launch:sms-marketing",
});

/** Quiets the delivery failures a test causes on purpose (the mailer logs each). */
function quietErrors(): () => void {
  const original = console.error;
  console.error = () => {};
  return () => {
    console.error = original;
  };
}

describe.each(testDatabases)("launch mail through SMTP on $name", ({ open }) => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
  let base: string;
  let stop: () => Promise<void>;
  const mailers: Mailer[] = [];
  /** The served API's mailer. */
  let apiMailer: Mailer;
  const mailerFor = (db = database, launchMailsPerMinute = 60) => {
    const mailer = createMailer(
      { ...DEFAULT_API_SETTINGS, siteUrl: SITE_URL, smtpUrl: smtp.url, launchMailsPerMinute },
      db.db,
    );
    mailers.push(mailer);
    return mailer;
  };

  beforeAll(async () => {
    [database, smtp] = await Promise.all([
      open(),
      startSmtpMailbox((address) => {
        if (address === GONE) return { code: 550, message: "5.1.1 No such mailbox" };
        if (address === BUSY) return { code: 450, message: "4.2.1 Mailbox busy, try later" };
        return "accept";
      }),
    ]);
    const mailer = (apiMailer = mailerFor());
    const settings = { ...DEFAULT_API_SETTINGS, siteUrl: SITE_URL, smtpUrl: smtp.url };
    ({ base, stop } = await listen(
      new Hono().route("/", createApi({ database, settings, mailer })),
    ));
  });
  beforeEach(async () => {
    await emptyLaunchNotices(database.db);
    await emptyStudio(database.db);
  });
  afterEach(async () => {
    // A delivery the test's calls started (it may have ended at the first mail's arrival) ends
    // before the next test empties the outbox; then what arrived is forgotten.
    await apiMailer.deliverWaiting();
    smtp.received.splice(0);
  });
  afterAll(async () => {
    mailers.forEach((mailer) => mailer.stop());
    await stop();
    await smtp.close();
    await database.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("reaches a real SMTP server with the RFC 8058 headers, whose address unsubscribes with one click", async () => {
    let arriving = smtp.next();
    const asked = await post("launch-notices/ask", {
      key: "whatsapp-marketing",
      email: "ada@example.com",
      consent: true,
      locale: "fr",
    });
    expect(asked.status).toBe(200);
    const confirmation = await arriving;
    expect(confirmation.to).toEqual(["ada@example.com"]);
    expect(confirmation.subject).toContain("WhatsApp Marketing");
    const unsubscribe = /^<(.+\?token=([A-Za-z0-9_-]{43}))>$/u.exec(
      confirmation.headers.get("list-unsubscribe") ?? "",
    );
    expect(unsubscribe?.[1]).toBe(
      `${SITE_URL}/api/v2/launch-notices/unsubscribe?token=${unsubscribe?.[2]}`,
    );
    expect(confirmation.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(confirmation.text).toContain(
      `${SITE_URL}/fr/launch-notices/unsubscribe?token=${unsubscribe?.[2]}`,
    );
    const confirm = /\/fr\/launch-notices\/confirm\?token=([A-Za-z0-9_-]{43})/u.exec(
      confirmation.text,
    )?.[1];
    expect((await post("launch-notices/confirm", { token: confirm })).status).toBe(200);

    const publisher = await signedInPerson(database, "publisher");
    arriving = smtp.next();
    const announced = await post(
      "studio/roadmap/announce",
      { key: "whatsapp-marketing" },
      publisher.headers,
    );
    expect(announced.status).toBe(200);
    const launch = await arriving;
    expect(launch.to).toEqual(["ada@example.com"]);
    expect(launch.subject).toBe("WhatsApp Marketing est disponible");
    expect(launch.text).toContain(`${SITE_URL}/fr/business-app/apps/whatsapp-marketing`);
    expect(launch.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const header = /^<(.+)>$/u.exec(launch.headers.get("list-unsubscribe") ?? "")?.[1];
    expect(header).toMatch(/\/api\/v2\/launch-notices\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/u);
    await expect
      .poll(
        async () =>
          (await database.db.select().from(mailOutbox).where(eq(mailOutbox.paced, true)))[0]
            ?.sentAt,
      )
      .toBeInstanceOf(Date);

    // Gone, a launch notice's mail keeps no address nor text in the outbox: only the hash.
    const kept = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(
      kept.map(({ topic, recipient, text, headers }) => ({ topic, recipient, text, headers })),
    ).toEqual(
      ["launch-notice-confirmation", "launch:whatsapp-marketing"].map((topic) => ({
        topic,
        recipient: `sha256:${sha256("ada@example.com")}`,
        text: "",
        headers: null,
      })),
    );

    // What a mail client does with the header: a POST to its address, the form, no cookie.
    const clicked = await fetch(`${base}/launch-notices/unsubscribe${new URL(header!).search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await database.db.select().from(mailSuppressions)).toMatchObject([
      { emailHash: sha256("ada@example.com"), reason: "unsubscribed" },
    ]);
  });

  it("sends launch mail at the pace across server copies, and never holds a code behind it", async () => {
    const copy = await secondCopyOf(database);
    try {
      const [first, second] = [mailerFor(database, 4), mailerFor(copy, 4)];
      await first.queueAll(
        database.db,
        Array.from({ length: 10 }, (_, index) => launchMail(`reader${index}@example.com`, index)),
      );
      await first.queue(database.db, { to: "code@example.com", subject: "123456", text: "123456" });
      await Promise.all([first.deliverWaiting(), second.deliverWaiting(), first.deliverWaiting()]);
      const to = () => smtp.received.flatMap((message) => message.to);
      expect(to()).toContain("code@example.com");
      expect(to().filter((address) => address.startsWith("reader"))).toHaveLength(4);

      // The minute's room is used up: a code still goes at once, a launch mail does not.
      await second.queue(copy.db, { to: "code2@example.com", subject: "654321", text: "654321" });
      await Promise.all([first.deliverWaiting(), second.deliverWaiting()]);
      expect(to()).toContain("code2@example.com");
      expect(to().filter((address) => address.startsWith("reader"))).toHaveLength(4);

      // A minute later (the claims moved back by one), the next four go, and no more.
      await database.db
        .update(mailOutbox)
        .set({ claimedAt: sql`${mailOutbox.claimedAt} - interval '61 seconds'` })
        .where(eq(mailOutbox.paced, true));
      await Promise.all([first.deliverWaiting(), second.deliverWaiting()]);
      const readers = to().filter((address) => address.startsWith("reader"));
      expect(readers).toHaveLength(8);
      expect(new Set(readers).size).toBe(8);
      // The first eight written.
      expect(readers.sort()).toEqual(
        Array.from({ length: 8 }, (_, index) => `reader${index}@example.com`).sort(),
      );
      first.stop();
      second.stop();
    } finally {
      await copy.close();
    }
  });

  it("does not send a launch mail to an address suppressed since it was written, nor keep it", async () => {
    const mailer = mailerFor();
    const [id] = await Promise.all([mailer.queue(database.db, launchMail("late@example.com"))]);
    await database.db
      .insert(mailSuppressions)
      .values({ emailHash: addressHash("late@example.com"), reason: "unsubscribed" });
    await mailer.queue(database.db, launchMail("still@example.com"));
    await mailer.deliverWaiting();
    expect(smtp.received.flatMap((message) => message.to)).toEqual(["still@example.com"]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))).toEqual([]);
  });

  it("suppresses an address the mail server refuses for good, and never tries it again", async () => {
    const mailer = mailerFor();
    const restore = quietErrors();
    try {
      await mailer.queue(database.db, { to: GONE, subject: "Code", text: "123456" });
      await mailer.queue(database.db, { to: BUSY, subject: "Code", text: "654321" });
      await mailer.queue(database.db, launchMail(GONE));
      await mailer.deliverWaiting();
      const rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
      const [goneCode, busyCode, goneLaunch] = rows;
      expect(goneCode!.failedAt).toBeInstanceOf(Date);
      expect(goneCode!.lastError).toContain("550");
      expect(busyCode).toMatchObject({ failedAt: null, sentAt: null, attempts: 1 });
      expect(busyCode!.lastError).toContain("450");
      // Suppressed by the first refusal: the launch mail written before is not sent, nor kept.
      expect(goneLaunch).toBeUndefined();
      expect(await database.db.select().from(mailSuppressions)).toMatchObject([
        { emailHash: addressHash(GONE), reason: "bounced" },
      ]);

      // Claims run out: the temporary failure is tried again, the permanent one is not.
      await database.db
        .update(mailOutbox)
        .set({ claimedAt: sql`now() - interval '10 minutes'` })
        .where(inArray(mailOutbox.recipient, [GONE, BUSY]));
      await mailer.deliverWaiting();
      const [goneAgain, busyAgain] = await database.db
        .select()
        .from(mailOutbox)
        .orderBy(asc(mailOutbox.id));
      expect(goneAgain!.attempts).toBe(1);
      expect(busyAgain!.attempts).toBe(2);
    } finally {
      restore();
    }

    // The refused address asks to hear of a launch: the same answer, and no mail.
    const asked = await post("launch-notices/ask", {
      key: "sms-marketing",
      email: GONE,
      consent: true,
    });
    expect(asked.status).toBe(200);
    expect(
      await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.topic, "launch-notice-confirmation")),
    ).toEqual([]);
  });
});

describe("which refusals are an address's for good", () => {
  it("is a 5xx to the recipient or the message, not to the login, the sender or a 503", () => {
    expect(refusedForGood({ responseCode: 550, command: "RCPT TO" })).toBe(true);
    expect(refusedForGood({ responseCode: 554, command: "DATA" })).toBe(true);
    expect(refusedForGood({ responseCode: 450, command: "RCPT TO" })).toBe(false);
    expect(refusedForGood({ responseCode: 535, command: "AUTH PLAIN" })).toBe(false);
    expect(refusedForGood({ responseCode: 553, command: "MAIL FROM" })).toBe(false);
    expect(refusedForGood({ responseCode: 503, command: "RCPT TO" })).toBe(false);
    expect(refusedForGood(new Error("connect ECONNREFUSED"))).toBe(false);
  });
});
