import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../database";

/**
 * The PostgreSQL server the API's tests use; each test file gets a database of its own on it,
 * dropped afterwards. This machine (and CI) runs one on 127.0.0.1:5432 with trust auth.
 */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

/**
 * Drops a test database once its connections have closed. pg's `pool.end()` resolves before
 * its connections are gone, and dropping `with (force)` at once would cut one while it closes
 * (the pool logs it as a lost connection). A plain drop waits up to 5 s for them to go; one
 * still open then is a leak, cut by force.
 */
export async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`drop database if exists ${name}`);
  } catch (error) {
    // 55006: the database is being accessed by other users.
    if ((error as { code?: string }).code !== "55006") throw error;
    await client.query(`drop database if exists ${name} with (force)`);
  }
}

async function openFreshPostgres(): Promise<DatabaseHandle> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The API tests need PostgreSQL at ${TEST_POSTGRES_URL} (set TEST_DATABASE_URL to use another): ${(error as Error).message}`,
    );
  }
  const name = `workcraft_test_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropWhenClosed(dropper, name);
      await dropper.end();
    },
  };
}

/** Both engines the API runs on: every database test runs once on each. */
export const testDatabases: TestDatabase[] = [
  { name: "pglite", open: () => openDatabase({ dataDir: "memory://" }) },
  { name: "postgres", open: openFreshPostgres },
];
