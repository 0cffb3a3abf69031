import { ROADMAP_KEYS } from "@workcraft/domain/rules";
import { and, eq, sql } from "drizzle-orm";
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../database";
import {
  appLaunches,
  launchNoticeSubscriptions,
  mailOutbox,
  studioAuditLog,
} from "../database/schema";
import { sha256 } from "../security/secrets";
import type { ServeAnswer, ServeRequest } from "../testing/servingServerCopy";
import { signedInPerson } from "../testing/studioCalls";
import { dropWhenClosed, TEST_POSTGRES_URL } from "../testing/testDatabases";
import { addressHash } from "./suppressionList";

const COPIES = 2;
/** Confirmed subscribers of each app announced. */
const SUBSCRIBERS = 40;

/** One server copy's process, serving the API on its own port. */
class ServingCopy {
  private readonly child: ChildProcess;
  private readonly answers: ((answer: ServeAnswer) => void)[] = [];
  private readonly exited: Promise<void>;

  constructor() {
    this.child = fork(fileURLToPath(new URL("../testing/servingServerCopy.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
      // Its mail log ("stays in the mail_outbox table", a line a message) is not the test's.
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    this.child.on("message", (answer: ServeAnswer) => this.answers.shift()?.(answer));
    this.exited = new Promise((resolve) => this.child.on("exit", () => resolve()));
    this.child.on("exit", (code, signal) => {
      const died: ServeAnswer = { kind: "failed", error: `exited (${code ?? signal})` };
      this.answers.splice(0).forEach((resolve) => resolve(died));
    });
  }

  private nextAnswer(): Promise<ServeAnswer> {
    return new Promise((resolve) => this.answers.push(resolve));
  }

  ready(): Promise<ServeAnswer> {
    return this.nextAnswer();
  }

  async serve(url: string): Promise<string> {
    const answer = this.nextAnswer();
    this.child.send({ url } satisfies ServeRequest);
    const served = await answer;
    if (served.kind !== "serving")
      throw new Error(`A server copy did not start: ${JSON.stringify(served)}`);
    return served.base;
  }

  stop(): Promise<void> {
    if (this.child.connected) this.child.disconnect();
    return this.exited;
  }
}

async function onAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

describe("two server copies on one PostgreSQL pressing Announce launch together", () => {
  const name = `workcraft_test_${randomBytes(6).toString("hex")}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const copies: ServingCopy[] = [];
  const bases: string[] = [];
  let database: DatabaseHandle;

  beforeAll(async () => {
    await onAdmin((admin) => admin.query(`create database ${name}`));
    database = await openDatabase({ url: url.href });
    for (let i = 0; i < COPIES; i++) copies.push(new ServingCopy());
    await Promise.all(copies.map((copy) => copy.ready()));
    bases.push(...(await Promise.all(copies.map((copy) => copy.serve(url.href)))));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(copies.map((copy) => copy.stop()));
    await database?.close();
    await onAdmin((admin) => dropWhenClosed(admin, name));
  });

  it("write one launch mail per person, whichever copy wins, for every app", async () => {
    const publisher = await signedInPerson(database, "publisher");
    const brokenApps: string[] = [];
    for (const key of ROADMAP_KEYS) {
      const emails = Array.from(
        { length: SUBSCRIBERS },
        (_, index) => `${key}-${index}@example.com`,
      );
      await database.db.insert(launchNoticeSubscriptions).values(
        emails.map((email) => ({
          appKey: key,
          email,
          emailHash: addressHash(email),
          locale: "en" as const,
          tokenHash: sha256(`${email}-token`),
          tokenExpiresAt: sql`now() + interval '1 day'`,
          confirmedAt: sql`now()`,
        })),
      );
      // Each copy is pressed twice, all at the same moment.
      const answers = await Promise.all(
        [...bases, ...bases].map((base) =>
          fetch(`${base}/studio/roadmap/announce`, {
            method: "POST",
            headers: { "content-type": "application/json", ...publisher.headers },
            body: JSON.stringify({ key }),
          }).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as {
              data?: { mailsWritten: number; alreadyLaunched: boolean; launchedAt: string };
            },
          })),
        ),
      );
      const mails = await database.db
        .select({ recipient: mailOutbox.recipient })
        .from(mailOutbox)
        .where(eq(mailOutbox.topic, `launch:${key}`));
      const recipients = mails.map((mail) => mail.recipient);
      const writers = answers.filter((answer) => answer.body.data?.alreadyLaunched === false);
      const launchedAt = new Set(answers.map((answer) => answer.body.data?.launchedAt));
      const audit = await database.db
        .select()
        .from(studioAuditLog)
        .where(and(eq(studioAuditLog.action, "roadmap.announce"), eq(studioAuditLog.subject, key)));
      const launches = await database.db
        .select()
        .from(appLaunches)
        .where(eq(appLaunches.appKey, key));
      const problems = [
        answers.some((answer) => answer.status !== 200) &&
          `statuses ${answers.map((answer) => answer.status).join()}`,
        writers.length !== 1 && `${writers.length} answers wrote mail`,
        writers[0]?.body.data?.mailsWritten !== SUBSCRIBERS &&
          `the writer wrote ${writers[0]?.body.data?.mailsWritten}`,
        launchedAt.size !== 1 && `launch times ${[...launchedAt].join()}`,
        recipients.length !== SUBSCRIBERS && `${recipients.length} mails`,
        new Set(recipients).size !== SUBSCRIBERS && "a person was mailed twice",
        audit.length !== 1 && `${audit.length} audit entries`,
        launches[0]?.mailsWritten !== SUBSCRIBERS && `launch row ${JSON.stringify(launches)}`,
      ].filter(Boolean);
      if (problems.length > 0) brokenApps.push(`${key}: ${problems.join("; ")}`);
    }
    expect(brokenApps).toEqual([]);
  }, 120_000);
});
