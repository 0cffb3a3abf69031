import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app";
import type { DatabaseHandle } from "../database";
import { mailOutbox } from "../database/schema";
import { apiSettingsFromEnvironment, DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { listen } from "../testing/listen";
import { testDatabases } from "../testing/testDatabases";
import { createMailer, mailSettingWarning } from "./mailer";

/** A message as the SMTP server received it. */
interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives, for the tests to read. */
async function startSmtpServer() {
  const received: Received[] = [];
  let read = 0;
  let arrived = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        arrived();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next message not read yet, waiting for it to arrive if need be. */
    async next(): Promise<Received> {
      while (received.length <= read) await new Promise<void>((resolve) => (arrived = resolve));
      return received[read++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ORDER = {
  workspaceName: "Acme Ventures",
  email: "ada@example.com",
  planId: "builder1",
  appIds: ["fund-management", "vc-contact-management"],
  users: 5,
};

describe.each(testDatabases)("mail through SMTP on $name", ({ open }) => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let base: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([open(), startSmtpServer()]);
    const settings = { ...DEFAULT_API_SETTINGS, smtpUrl: smtp.url };
    ({ base, stop } = await listen(new Hono().route("/", createApi({ database, settings }))));
  });
  afterAll(async () => {
    await stop();
    await smtp.close();
    await database.close();
  });

  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data: Record<string, string> },
    }));

  it("e-mails the code to the order's address, and the code opens the checkout", async () => {
    const started = await call("checkout/project", { data: ORDER });
    const { checkoutId } = started.body.data;
    const arriving = smtp.next();
    expect((await call("otp/send", { email: ORDER.email, checkoutId })).status).toBe(200);
    const mail = await arriving;
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.raw).toContain("From: Workcraft <no-reply@workcraft.example>");
    const code = /^Subject: (\d{6}) is your Workcraft code/mu.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/u);
    expect(mail.raw).toContain(`\r\n${code}\r\n`);

    const checked = await call("otp/check", { email: ORDER.email, checkoutId, code });
    expect(checked.status).toBe(200);
    const executed = await call(
      "project-checkout/execute",
      { data: { checkoutId } },
      { "x-auth-token": checked.body.data.accessToken!, "idempotency-key": "smtp-journey" },
    );
    expect(executed.status).toBe(200);

    await expect
      .poll(async () => (await database.db.select().from(mailOutbox))[0]?.sentAt)
      .toBeInstanceOf(Date);
  });

  it("keeps a message the SMTP server cannot take, and delivers it once it can", async () => {
    await database.db.delete(mailOutbox);
    const down = createMailer(
      { ...DEFAULT_API_SETTINGS, smtpUrl: "smtp://127.0.0.1:9" },
      database.db,
    );
    await down.queue(database.db, { to: "bob@example.com", subject: "Kept", text: "Hello" });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await down.deliverWaiting();
    } finally {
      console.error = original;
    }
    const [kept] = await database.db.select().from(mailOutbox);
    expect(kept).toMatchObject({ sentAt: null, attempts: 1 });
    expect(kept!.lastError).toMatch(/ECONNREFUSED|connect/iu);
    expect(errors).toHaveLength(1);

    // The claim of the failed try runs out; a mailer that can reach SMTP then delivers it.
    await database.db.update(mailOutbox).set({ claimedAt: new Date(Date.now() - 10 * 60_000) });
    const up = createMailer({ ...DEFAULT_API_SETTINGS, smtpUrl: smtp.url }, database.db);
    const arriving = smtp.next();
    await up.deliverWaiting();
    expect((await arriving).to).toEqual(["bob@example.com"]);
    const [sent] = await database.db.select().from(mailOutbox);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it("keeps mail in the outbox and says so in the log when SMTP_URL is not set", async () => {
    await database.db.delete(mailOutbox);
    const lines: string[] = [];
    const original = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      const outbox = createMailer(DEFAULT_API_SETTINGS, database.db);
      const id = await outbox.queue(database.db, {
        to: "eve@example.com",
        subject: "123456 is your Workcraft code",
        text: "123456",
      });
      await outbox.deliverWaiting();
      expect(lines).toEqual([
        `[mail] SMTP_URL is not set: message ${id} stays in the mail_outbox table.`,
      ]);
    } finally {
      console.log = original;
    }
    const [kept] = await database.db.select().from(mailOutbox);
    expect(kept).toMatchObject({ recipient: "eve@example.com", sentAt: null, attempts: 0 });
  });

  it("shows mail in the server's output on this machine's site, and keeps it as delivered", async () => {
    await database.db.delete(mailOutbox);
    const shown: string[] = [];
    const settings = apiSettingsFromEnvironment({});
    expect(settings.mailShownInOutput).toBe(true);
    const local = createMailer(settings, database.db, (text) => shown.push(text));
    const id = await local.queue(database.db, {
      to: "eve@example.com",
      subject: "123456 is your Workcraft code",
      text: "Your code:\n123456",
    });
    expect(shown).toEqual([
      [
        `[mail] message ${id}, shown here because SMTP_URL is not set (it is not sent):`,
        "  To: eve@example.com",
        "  Subject: 123456 is your Workcraft code",
        "",
        "  Your code:",
        "  123456",
        `[mail] end of message ${id}`,
      ].join("\n"),
    ]);
    const [kept] = await database.db.select().from(mailOutbox);
    expect(kept!.sentAt).toBeInstanceOf(Date);
  });

  it("never shows mail in the output of a site at a public origin", async () => {
    await database.db.delete(mailOutbox);
    const shown: string[] = [];
    const settings = apiSettingsFromEnvironment({ SITE_URL: "https://www.example.com" });
    expect(mailSettingWarning(settings)).toMatch(/^WARNING: SMTP_URL is not set/u);
    const logged: string[] = [];
    const original = console.log;
    console.log = (line: string) => logged.push(line);
    try {
      const outbox = createMailer(settings, database.db, (text) => shown.push(text));
      await outbox.queue(database.db, { to: "eve@example.com", subject: "Code", text: "123456" });
    } finally {
      console.log = original;
    }
    expect(shown).toEqual([]);
    expect(logged.join("\n")).not.toContain("123456");
    const [kept] = await database.db.select().from(mailOutbox);
    expect(kept).toMatchObject({ sentAt: null });
  });
});
