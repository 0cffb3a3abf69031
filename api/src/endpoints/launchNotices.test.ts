import {
  comingSoonMessage,
  createId,
  LAUNCH_NOTICE_CONFIRMATION_HOURS,
  ROADMAP_KEYS,
} from "@workcraft/domain/rules";
import { asc, count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  appLaunches,
  launchNoticeLapsedLinks,
  launchNoticeSubscriptions,
  mailOutbox,
  mailSuppressions,
  rateLimitCounters,
  roadmapVotes,
  studioAuditLog,
  unsubscribeTokens,
} from "../database/schema";
import { sha256 } from "../security/secrets";
import { DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { emptyLaunchNotices } from "../testing/emptyLaunchNotices";
import { emptyStudio } from "../testing/emptyStudio";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";
import { LAUNCH_NOTICE_ASKS_PER_ADDRESS, LAUNCH_NOTICE_ASKS_PER_CLIENT } from "./launchNotices";

const SITE_URL = "https://www.workcraft.example";
const TOKEN = /^[A-Za-z0-9_-]{43}$/u;

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown>;
    error?: { code: string; message: string; fields?: Record<string, string[]> };
  };
  headers: Headers;
}

/** The links a launch-notice mail carries: its tokens, read from its text and its header. */
function linksOf(mail: { text: string; headers: Record<string, string> | null }) {
  const confirm = /\/launch-notices\/confirm\?token=([A-Za-z0-9_-]+)/u.exec(mail.text)?.[1];
  const unsubscribe = /\/launch-notices\/unsubscribe\?token=([A-Za-z0-9_-]+)/u.exec(mail.text)?.[1];
  const header = /^<(.+)>$/u.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
  return { confirm, unsubscribe, header };
}

describe.each(testDatabases)("launch notices on $name", ({ open }) => {
  const api = useServedApi(open, { ...DEFAULT_API_SETTINGS, siteUrl: SITE_URL });

  beforeEach(async () => {
    await emptyLaunchNotices(api.database.db);
    await emptyStudio(api.database.db);
  });

  const post = async (
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetch(`${api.base}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as Answer["body"],
      headers: response.headers,
    };
  };
  const ask = (email: string, key = "sms-marketing", locale?: string) =>
    post("launch-notices/ask", { key, email, consent: true, ...(locale ? { locale } : {}) });
  const mailsTo = (email: string) =>
    api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(asc(mailOutbox.id));
  const rowsOf = async (table: PgTable) =>
    Number((await api.database.db.select({ count: count() }).from(table))[0]!.count);
  /** Asks for `key` as `email` and confirms the link of the mail; returns the mail's links. */
  const subscribe = async (email: string, key = "sms-marketing", locale?: string) => {
    expect((await ask(email, key, locale)).status).toBe(200);
    const mails = await mailsTo(email);
    const links = linksOf(mails[mails.length - 1]!);
    expect((await post("launch-notices/confirm", { token: links.confirm })).status).toBe(200);
    return links;
  };
  /** A one-click unsubscribe as a mail client posts it to the `List-Unsubscribe` address. */
  const oneClick = async (headerUrl: string, body = "List-Unsubscribe=One-Click") => {
    const url = new URL(headerUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/api/v2/launch-notices/unsubscribe`);
    const response = await fetch(`${api.base}/launch-notices/unsubscribe${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    return { status: response.status, body: (await response.json()) as Answer["body"] };
  };

  describe("asking", () => {
    it("mails one confirmation link in the page's language, with a one-click unsubscribe", async () => {
      const asked = await ask(" Ada@Example.com ", "sms-marketing", "de");
      expect(asked).toMatchObject({
        status: 200,
        body: { data: { asked: true, validForHours: LAUNCH_NOTICE_CONFIRMATION_HOURS } },
      });
      const [mail, ...more] = await mailsTo("ada@example.com");
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(
        "Bitte bestätigen: Wir melden uns, sobald SMS Marketing verfügbar ist",
      );
      expect(mail!.text).toContain("48 Stunden");
      expect(mail!.paced).toBe(false);
      const links = linksOf(mail!);
      expect(links.confirm).toMatch(TOKEN);
      expect(links.unsubscribe).toMatch(TOKEN);
      expect(mail!.text).toContain(`${SITE_URL}/de/launch-notices/confirm?token=${links.confirm}`);
      expect(mail!.text).toContain(
        `${SITE_URL}/de/launch-notices/unsubscribe?token=${links.unsubscribe}`,
      );
      expect(mail!.headers).toEqual({
        "List-Unsubscribe": `<${SITE_URL}/api/v2/launch-notices/unsubscribe?token=${links.unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // Only hashes of the tokens are kept.
      const [notice] = await api.database.db.select().from(launchNoticeSubscriptions);
      expect(notice).toMatchObject({
        appKey: "sms-marketing",
        email: "ada@example.com",
        emailHash: sha256("ada@example.com"),
        locale: "de",
        tokenHash: sha256(links.confirm!),
        confirmedAt: null,
      });
      const expiresInHours = (notice!.tokenExpiresAt.getTime() - Date.now()) / 3_600_000;
      expect(expiresInHours).toBeGreaterThan(47.9);
      expect(expiresInHours).toBeLessThanOrEqual(48);
      const [unsubscribe] = await api.database.db.select().from(unsubscribeTokens);
      expect(unsubscribe).toMatchObject({
        tokenHash: sha256(links.unsubscribe!),
        emailHash: sha256("ada@example.com"),
      });
      const kept = JSON.stringify([notice, unsubscribe]);
      expect(kept).not.toContain(links.confirm);
      expect(kept).not.toContain(links.unsubscribe);
    });

    it("writes English without a locale, and French from a French page", async () => {
      await ask("en@example.com", "online-surveys");
      await ask("fr@example.com", "online-surveys", "fr");
      const [english] = await mailsTo("en@example.com");
      const [french] = await mailsTo("fr@example.com");
      expect(english!.subject).toBe(
        "Please confirm: we'll let you know when Online Surveys is ready",
      );
      expect(english!.text).toContain(`${SITE_URL}/launch-notices/confirm?token=`);
      expect(french!.subject).toBe(
        "Confirmez votre adresse : nous vous écrirons dès que Online Surveys sera disponible",
      );
      expect(french!.text).toContain(`${SITE_URL}/fr/launch-notices/unsubscribe?token=`);
    });

    it("answers a second ask the same, with no second mail, for a waiting or a confirmed address", async () => {
      const first = await ask("bo@example.com");
      const again = await ask("BO@example.com");
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await mailsTo("bo@example.com")).toHaveLength(1);
      const [mail] = await mailsTo("bo@example.com");
      await post("launch-notices/confirm", { token: linksOf(mail!).confirm });
      expect((await ask("bo@example.com")).body).toEqual(first.body);
      expect(await mailsTo("bo@example.com")).toHaveLength(1);
      // Another app is another notice.
      expect((await ask("bo@example.com", "recruitment")).body).toEqual(first.body);
      expect(await mailsTo("bo@example.com")).toHaveLength(2);
    });

    it("sends a new link once the wait has passed, and the older link then says it was replaced", async () => {
      await ask("cy@example.com");
      await api.database.db
        .update(launchNoticeSubscriptions)
        .set({ mailedAt: sql`now() - interval '61 minutes'` });
      await ask("cy@example.com", "sms-marketing", "fr");
      const [older, newer] = await mailsTo("cy@example.com");
      expect(newer!.subject).toMatch(/^Confirmez/u);
      const replaced = await post("launch-notices/confirm", { token: linksOf(older!).confirm });
      expect(replaced.status).toBe(409);
      expect(replaced.body.error?.code).toBe("link_used");
      expect(
        (await post("launch-notices/confirm", { token: linksOf(newer!).confirm })).body,
      ).toEqual({ data: { key: "sms-marketing", confirmed: true } });
    });

    it("limits the asks for one address, whoever asks, and from one caller", async () => {
      for (let sent = 0; sent < LAUNCH_NOTICE_ASKS_PER_ADDRESS.max; sent += 1) {
        expect(
          (await ask("dee@example.com", ROADMAP_KEYS[sent % ROADMAP_KEYS.length])).status,
        ).toBe(200);
      }
      const refused = await ask("dee@example.com", "employees");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/u);
      expect(refused.body.error?.code).toBe("too_many_requests");

      await api.database.db.delete(rateLimitCounters);
      await api.database.db.delete(mailOutbox);
      for (let sent = 0; sent < LAUNCH_NOTICE_ASKS_PER_CLIENT.max; sent += 1) {
        expect((await ask(`visitor${sent}@example.com`)).status).toBe(200);
      }
      expect((await ask("one-too-many@example.com")).status).toBe(429);
      expect(await rowsOf(mailOutbox)).toBe(LAUNCH_NOTICE_ASKS_PER_CLIENT.max);
    });

    it("refuses a body without consent, a wrong app or address, or another field, and keeps nothing", async () => {
      const cases: [unknown, string][] = [
        [{ key: "sms-marketing", email: "a@b.co" }, "consent"],
        [{ key: "sms-marketing", email: "a@b.co", consent: false }, "consent"],
        [{ key: "sms-marketing", email: "a@b.co", consent: "yes" }, "consent"],
        [{ key: "time-travel", email: "a@b.co", consent: true }, "key"],
        [{ key: "sms-marketing", email: "not an address", consent: true }, "email"],
        [{ key: "sms-marketing", email: "a@b.co", consent: true, locale: "es" }, "locale"],
      ];
      for (const [body, field] of cases) {
        const refused = await post("launch-notices/ask", body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.error?.fields?.[field], JSON.stringify(refused.body)).toBeDefined();
      }
      const withoutConsent = await post("launch-notices/ask", {
        key: "sms-marketing",
        email: "a@b.co",
      });
      expect(withoutConsent.body.error?.fields?.consent).toEqual([
        "Tick the box to agree that we e-mail you when the app ships",
      ]);
      const extra = await post("launch-notices/ask", {
        key: "sms-marketing",
        email: "a@b.co",
        consent: true,
        visitorId: "x",
      });
      expect(extra.status).toBe(400);
      expect((await post("launch-notices/ask", "{not json")).status).toBe(400);
      const notJson = await fetch(`${api.base}/launch-notices/ask`, { method: "POST", body: "x" });
      expect(notJson.status).toBe(415);
      expect(await rowsOf(launchNoticeSubscriptions)).toBe(0);
      expect(await rowsOf(mailOutbox)).toBe(0);
    });
  });

  describe("confirming", () => {
    it("confirms a link once; a used, a wrong and an expired link each say so", async () => {
      await ask("eve@example.com");
      const [mail] = await mailsTo("eve@example.com");
      const { confirm } = linksOf(mail!);
      expect((await post("launch-notices/confirm", { token: confirm })).body).toEqual({
        data: { key: "sms-marketing", confirmed: true },
      });
      const used = await post("launch-notices/confirm", { token: confirm });
      expect(used.status).toBe(409);
      expect(used.body.error).toMatchObject({ code: "link_used" });
      expect(used.body.error?.message).toMatch(/used already/u);

      const wrong = await post("launch-notices/confirm", { token: "A".repeat(43) });
      expect(wrong.status).toBe(404);
      expect(wrong.body.error).toMatchObject({ code: "link_unknown" });
      expect(wrong.body.error?.message).toMatch(/not valid/u);
      const malformed = await post("launch-notices/confirm", { token: "short" });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error?.fields?.token).toEqual([
        "Send the token of the link, as the e-mail gave it",
      ]);

      await ask("fay@example.com");
      const [late] = await mailsTo("fay@example.com");
      await api.database.db
        .update(launchNoticeSubscriptions)
        .set({ tokenExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(launchNoticeSubscriptions.email, "fay@example.com"));
      const expired = await post("launch-notices/confirm", { token: linksOf(late!).confirm });
      expect(expired.status).toBe(410);
      expect(expired.body.error).toMatchObject({ code: "link_expired" });
      expect(expired.body.error?.message).toContain(`${LAUNCH_NOTICE_CONFIRMATION_HOURS} hours`);
      // Asked again, it is said again: the link's reason is kept, not the address.
      expect((await post("launch-notices/confirm", { token: linksOf(late!).confirm })).status).toBe(
        410,
      );
    });

    it("forgets an unconfirmed address once its link has expired, and a new ask starts afresh", async () => {
      await ask("gus@example.com");
      await ask("hal@example.com");
      await api.database.db
        .update(launchNoticeSubscriptions)
        .set({ tokenExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(launchNoticeSubscriptions.email, "gus@example.com"));
      await api.database.db
        .update(mailOutbox)
        .set({ createdAt: sql`now() - interval '49 hours'` })
        .where(eq(mailOutbox.recipient, "gus@example.com"));
      // Anyone's ask forgets it, and the mail that named it.
      await ask("ivy@example.com");
      const emails = (await api.database.db.select().from(launchNoticeSubscriptions)).map(
        (row) => row.email,
      );
      expect(emails.sort()).toEqual(["hal@example.com", "ivy@example.com"]);
      const lapsed = await api.database.db.select().from(launchNoticeLapsedLinks);
      expect(lapsed).toHaveLength(1);
      expect(Object.keys(lapsed[0]!).sort()).toEqual(["appKey", "at", "reason", "tokenHash"]);
      expect(lapsed[0]).toMatchObject({ appKey: "sms-marketing", reason: "expired" });
      expect(await mailsTo("gus@example.com")).toEqual([]);
      expect(await mailsTo("hal@example.com")).toHaveLength(1);

      expect((await ask("gus@example.com")).status).toBe(200);
      const [fresh] = await mailsTo("gus@example.com");
      expect(
        (await post("launch-notices/confirm", { token: linksOf(fresh!).confirm })).status,
      ).toBe(200);
    });
  });

  describe("unsubscribing", () => {
    it("puts the address on the suppression list for good: never mailed again, even when it asks", async () => {
      const links = await subscribe("jo@example.com", "sms-marketing");
      await ask("jo@example.com", "recruitment");
      const answer = await post("launch-notices/unsubscribe", { token: links.unsubscribe });
      expect(answer).toMatchObject({ status: 200, body: { data: { unsubscribed: true } } });

      const suppressed = await api.database.db.select().from(mailSuppressions);
      expect(suppressed).toHaveLength(1);
      expect(Object.keys(suppressed[0]!).sort()).toEqual(["at", "emailHash", "reason"]);
      expect(suppressed[0]).toMatchObject({
        emailHash: sha256("jo@example.com"),
        reason: "unsubscribed",
      });
      expect(await rowsOf(launchNoticeSubscriptions)).toBe(0);

      const mails = (await mailsTo("jo@example.com")).length;
      const again = await ask("JO@example.com", "sms-marketing");
      expect(again.status).toBe(200);
      expect(again.body).toEqual((await ask("someone@example.com")).body);
      expect(await mailsTo("jo@example.com")).toHaveLength(mails);
      expect(
        await api.database.db
          .select()
          .from(launchNoticeSubscriptions)
          .where(eq(launchNoticeSubscriptions.email, "jo@example.com")),
      ).toEqual([]);
      // Its earlier links do nothing more, and say so.
      expect((await post("launch-notices/confirm", { token: links.confirm })).status).toBe(409);
      expect((await post("launch-notices/unsubscribe", { token: links.unsubscribe })).status).toBe(
        200,
      );
    });

    it("takes a mail client's one-click POST: the token in the query, the form body, no cookie", async () => {
      await ask("kim@example.com");
      const [mail] = await mailsTo("kim@example.com");
      const { header } = linksOf(mail!);
      expect((await oneClick(header!, "List-Unsubscribe=Later")).status).toBe(400);
      expect(await rowsOf(mailSuppressions)).toBe(0);
      const clicked = await oneClick(header!);
      expect(clicked).toEqual({ status: 200, body: { data: { unsubscribed: true } } });
      expect(await rowsOf(mailSuppressions)).toBe(1);
      expect(await rowsOf(launchNoticeSubscriptions)).toBe(0);
      // A mail client may press twice.
      expect((await oneClick(header!)).status).toBe(200);

      const noToken = await fetch(`${api.base}/launch-notices/unsubscribe`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(noToken.status).toBe(400);
    });

    it("changes nothing for a forged token, by JSON or by one click", async () => {
      await subscribe("lu@example.com");
      const before = [await rowsOf(launchNoticeSubscriptions), await rowsOf(mailSuppressions)];
      const forged = "B".repeat(43);
      const byJson = await post("launch-notices/unsubscribe", { token: forged });
      expect(byJson.status).toBe(404);
      expect(byJson.body.error).toMatchObject({ code: "link_unknown" });
      expect(
        (await oneClick(`${SITE_URL}/api/v2/launch-notices/unsubscribe?token=${forged}`)).status,
      ).toBe(404);
      expect([await rowsOf(launchNoticeSubscriptions), await rowsOf(mailSuppressions)]).toEqual(
        before,
      );
    });

    it("answers any one-click form with a 2xx or a 4xx in the error shape, and suppresses nobody", async () => {
      await subscribe("mo@example.com");
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string({ maxLength: 60 }), fc.constant("List-Unsubscribe=One-Click")),
          fc.oneof(
            fc.string({ unit: "grapheme", maxLength: 60 }),
            fc.stringMatching(/^[A-Za-z0-9_-]{43}$/u),
          ),
          async (body, token) => {
            const response = await fetch(
              `${api.base}/launch-notices/unsubscribe?token=${encodeURIComponent(token)}`,
              {
                method: "POST",
                headers: { "content-type": "application/x-www-form-urlencoded" },
                body,
              },
            );
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
            const answer = (await response.json()) as Answer["body"];
            expect(typeof answer.error?.message).toBe("string");
          },
        ),
        { numRuns: 100 },
      );
      expect(await rowsOf(mailSuppressions)).toBe(0);
      expect(await rowsOf(launchNoticeSubscriptions)).toBe(1);
    });
  });

  describe("the Studio's roadmap", () => {
    const studio = (call: string, body: unknown, headers: Record<string, string>) =>
      post(`studio/roadmap/${call}`, body, headers);

    it("is for publishers and admins: 401 without a session, 403 for an editor", async () => {
      expect((await studio("list", {}, {})).status).toBe(401);
      expect((await studio("announce", { key: "sms-marketing" }, {})).status).toBe(401);
      const editor = await signedInPerson(api.database, "editor");
      expect((await studio("list", {}, editor.headers)).status).toBe(403);
      expect((await studio("announce", { key: "sms-marketing" }, editor.headers)).status).toBe(403);
      expect(await rowsOf(appLaunches)).toBe(0);
      for (const role of ["publisher", "admin"] as const) {
        const person = await signedInPerson(api.database, role);
        expect((await studio("list", {}, person.headers)).status).toBe(200);
      }
      const publisher = await signedInPerson(api.database, "publisher");
      const unknown = await studio("announce", { key: "time-travel" }, publisher.headers);
      expect(unknown.status).toBe(400);
      expect(unknown.body.error?.fields?.key).toEqual(["Choose an app of the roadmap"]);
      expect((await studio("list", { extra: 1 }, publisher.headers)).status).toBe(400);
    });

    it("shows every app's votes and exactly how many people its announcement would mail", async () => {
      await subscribe("ann@example.com");
      await subscribe("ben@example.com", "sms-marketing", "de");
      await ask("cat@example.com");
      const gone = await subscribe("dan@example.com");
      await post("launch-notices/unsubscribe", { token: gone.unsubscribe });
      await post("roadmap/vote", { key: "sms-marketing" }, { "x-visitor-id": createId() });
      const publisher = await signedInPerson(api.database, "publisher");
      const listed = await studio("list", {}, publisher.headers);
      expect(listed.status).toBe(200);
      const { apps, mailsPerMinute } = listed.body.data as {
        apps: Array<Record<string, unknown>>;
        mailsPerMinute: number;
      };
      expect(mailsPerMinute).toBe(60);
      expect(apps.map((app) => app.key)).toEqual([...ROADMAP_KEYS]);
      expect(apps.find((app) => app.key === "sms-marketing")).toEqual({
        key: "sms-marketing",
        name: "SMS Marketing",
        path: "/business-app/apps/sms-marketing",
        votes: 1,
        confirmedSubscribers: 2,
        recipients: 2,
        mailsWritten: 0,
        mailsSent: 0,
      });
      expect(apps.find((app) => app.key === "eSignature")).toEqual({
        key: "eSignature",
        name: "eSignature",
        votes: 250,
        confirmedSubscribers: 0,
        recipients: 0,
        mailsWritten: 0,
        mailsSent: 0,
      });
    });

    it("announces a launch once: one mail per confirmed, unsuppressed address, to the app's page", async () => {
      const ann = await subscribe("ann@example.com");
      await subscribe("ben@example.com", "sms-marketing", "de");
      await ask("cat@example.com");
      const [catMail] = await mailsTo("cat@example.com");
      const gone = await subscribe("dan@example.com");
      await post("launch-notices/unsubscribe", { token: gone.unsubscribe });
      const order = {
        data: {
          workspaceName: "Acme",
          email: "a@b.co",
          planId: "builder1",
          appIds: ["sms-marketing"],
          users: 1,
        },
      };
      const beforeLaunch = await post("project-checkout/verify", order);
      expect(beforeLaunch.body.error?.fields?.["data.appIds"]).toContain(
        comingSoonMessage("SMS Marketing"),
      );

      const publisher = await signedInPerson(api.database, "publisher");
      const announced = await studio("announce", { key: "sms-marketing" }, publisher.headers);
      expect(announced.status).toBe(200);
      const data = announced.body.data as { launchedAt: string };
      expect(announced.body.data).toEqual({
        key: "sms-marketing",
        launchedAt: data.launchedAt,
        mailsWritten: 2,
        alreadyLaunched: false,
      });

      const launchMails = await api.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.topic, "launch:sms-marketing"))
        .orderBy(asc(mailOutbox.recipient));
      expect(launchMails.map((mail) => mail.recipient)).toEqual([
        "ann@example.com",
        "ben@example.com",
      ]);
      const [toAnn, toBen] = launchMails;
      expect(toAnn).toMatchObject({ subject: "SMS Marketing is here", paced: true });
      expect(toAnn!.text).toContain(`${SITE_URL}/business-app/apps/sms-marketing`);
      expect(toBen).toMatchObject({ subject: "SMS Marketing ist da", paced: true });
      expect(toBen!.text).toContain(`${SITE_URL}/de/business-app/apps/sms-marketing`);
      const annLinks = linksOf(toAnn!);
      expect(annLinks.unsubscribe).toMatch(TOKEN);
      expect(annLinks.unsubscribe).not.toBe(ann.unsubscribe);
      expect(toAnn!.text).toContain(
        `${SITE_URL}/launch-notices/unsubscribe?token=${annLinks.unsubscribe}`,
      );
      expect(toAnn!.headers).toEqual({
        "List-Unsubscribe": `<${SITE_URL}/api/v2/launch-notices/unsubscribe?token=${annLinks.unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });

      // Pressed again, or by several at once: nothing more is written.
      const again = await Promise.all(
        Array.from({ length: 4 }, () =>
          studio("announce", { key: "sms-marketing" }, publisher.headers),
        ),
      );
      for (const answer of again) {
        expect(answer.body.data).toEqual({
          key: "sms-marketing",
          launchedAt: data.launchedAt,
          mailsWritten: 0,
          alreadyLaunched: true,
        });
      }
      expect(
        await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.paced, true)),
      ).toHaveLength(2);
      const audit = await api.database.db
        .select()
        .from(studioAuditLog)
        .where(eq(studioAuditLog.action, "roadmap.announce"));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        personId: publisher.person.id,
        subject: "sms-marketing",
        detail: { app: "SMS Marketing", mailsWritten: 2 },
      });

      // The roadmap shows it shipped, and its votes are closed.
      const listed = (await studio("list", {}, publisher.headers)).body.data as {
        apps: Array<Record<string, unknown>>;
      };
      expect(listed.apps.find((app) => app.key === "sms-marketing")).toMatchObject({
        launchedAt: data.launchedAt,
        confirmedSubscribers: 0,
        recipients: 0,
        mailsWritten: 2,
        mailsSent: 0,
      });
      const votes = (await post("roadmap/list", {})).body.data as Record<string, object>;
      expect(votes["sms-marketing"]).toEqual({
        votes: 0,
        wasVoted: false,
        launchedAt: data.launchedAt,
      });
      expect(votes["whatsapp-marketing"]).toEqual({ votes: 0, wasVoted: false });
      const vote = await post(
        "roadmap/vote",
        { key: "sms-marketing" },
        { "x-visitor-id": createId() },
      );
      expect(vote.status).toBe(409);
      expect(vote.body.error).toMatchObject({ code: "voting_closed" });
      expect(vote.body.error?.message).toBe(
        "SMS Marketing has shipped already, so voting for it has closed.",
      );
      expect(await rowsOf(roadmapVotes)).toBe(0);
      const late = await ask("eli@example.com");
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({ code: "app_launched" });
      const pending = await post("launch-notices/confirm", { token: linksOf(catMail!).confirm });
      expect(pending.status).toBe(410);
      expect(pending.body.error?.message).toMatch(/^SMS Marketing has shipped in the meantime/u);
      const used = await post("launch-notices/confirm", { token: ann.confirm });
      expect(used.status).toBe(409);

      // The store's answer says it is available, and an order may name it.
      const app = await post("app-store/get-app-by-slug", { slug: "sms-marketing" });
      expect(app.body.data).toMatchObject({ id: "sms-marketing", comingSoon: false });
      const other = await post("app-store/get-app-by-slug", { slug: "whatsapp-marketing" });
      expect(other.body.data).toMatchObject({ comingSoon: true });
      const afterLaunch = await post("project-checkout/verify", order);
      expect(JSON.stringify(afterLaunch.body)).not.toContain(comingSoonMessage("SMS Marketing"));

      // Each launch mail's own token unsubscribes its reader.
      expect((await oneClick(annLinks.header!)).status).toBe(200);
      expect(
        await api.database.db
          .select()
          .from(mailSuppressions)
          .where(eq(mailSuppressions.emailHash, sha256("ann@example.com"))),
      ).toHaveLength(1);
    });

    it("links a roadmap app's launch mail to the home page's roadmap, in the reader's language", async () => {
      await subscribe("fra@example.com", "recruitment", "fr");
      await subscribe("eng@example.com", "recruitment");
      const admin = await signedInPerson(api.database, "admin");
      const announced = await studio("announce", { key: "recruitment" }, admin.headers);
      expect(announced.body.data).toMatchObject({ mailsWritten: 2, alreadyLaunched: false });
      const [french] = (await mailsTo("fra@example.com")).filter((mail) => mail.paced);
      expect(french!.subject).toBe("Recruitment est disponible");
      expect(french!.text).toContain(`${SITE_URL}/fr#roadmap`);
      expect(french!.text).toContain(`${SITE_URL}/fr/launch-notices/unsubscribe?token=`);
      const [english] = (await mailsTo("eng@example.com")).filter((mail) => mail.paced);
      expect(english!.text).toContain(`${SITE_URL}/#roadmap`);
    });
  });
});
