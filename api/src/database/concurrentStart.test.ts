import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropWhenClosed, TEST_POSTGRES_URL } from "../testing/testDatabases";
import type { StartAnswer, StartRequest } from "../testing/startingServerCopy";
import { migrationsFolder } from "./database";

const COPIES = 3;
const ROUNDS = 10;

/** The migrations drizzle-kit wrote: a complete schema has one bookkeeping row for each. */
const migrationCount = (
  JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

/** One server copy's process, loaded and waiting to be told which database to start on. */
class ServerCopy {
  private readonly child: ChildProcess;
  private readonly answers: ((answer: StartAnswer) => void)[] = [];

  constructor() {
    this.child = fork(fileURLToPath(new URL("../testing/startingServerCopy.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.child.on("message", (answer: StartAnswer) => this.answers.shift()?.(answer));
    // A copy that dies (an uncaught error) fails what it was asked, rather than hang the test.
    this.child.on("exit", (code, signal) => {
      const died: StartAnswer = { kind: "failed", error: `exited (${code ?? signal})` };
      this.answers.splice(0).forEach((resolve) => resolve(died));
    });
  }

  private nextAnswer(): Promise<StartAnswer> {
    return new Promise((resolve) => this.answers.push(resolve));
  }

  ready(): Promise<StartAnswer> {
    return this.nextAnswer();
  }

  start(url: string): Promise<StartAnswer> {
    if (!this.child.connected) return Promise.resolve({ kind: "failed", error: "not running" });
    const answer = this.nextAnswer();
    this.child.send({ url } satisfies StartRequest);
    return answer;
  }

  stop() {
    if (this.child.connected) this.child.disconnect();
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

describe("server copies starting at the same moment on one empty PostgreSQL", () => {
  const copies: ServerCopy[] = [];

  beforeAll(async () => {
    for (let i = 0; i < COPIES; i++) copies.push(new ServerCopy());
    await Promise.all(copies.map((copy) => copy.ready()));
  });
  afterAll(() => copies.forEach((copy) => copy.stop()));

  it(`all start, and migrate the schema once, ${ROUNDS} times over`, async () => {
    // Every round runs, so a failure says how many of them broke, and how.
    const brokenRounds: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `workcraft_test_${randomBytes(6).toString("hex")}`;
      await onAdmin((admin) => admin.query(`create database ${name}`));
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${name}`;
      try {
        const answers = await Promise.all(copies.map((copy) => copy.start(url.href)));
        for (const answer of answers) {
          if (answer.kind === "failed") {
            brokenRounds.push(`round ${round}: ${answer.error}`);
          }
        }
        const checker = new pg.Client({ connectionString: url.href });
        await checker.connect();
        try {
          const { rows } = await checker.query<{ leads: string | null; migrations: number }>(
            `select to_regclass('public.leads')::text as leads,
                    (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
          );
          const schema = rows[0];
          if (schema?.leads !== "leads" || schema.migrations !== migrationCount) {
            brokenRounds.push(`round ${round}: schema ${JSON.stringify(schema)}`);
          }
        } finally {
          await checker.end();
        }
      } finally {
        await onAdmin((admin) => dropWhenClosed(admin, name));
      }
    }
    expect(brokenRounds).toEqual([]);
  });
});
