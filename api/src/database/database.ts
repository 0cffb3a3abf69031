import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import pg from "pg";
import { writeLogLine } from "../requests/logLines";
import { lockDataFolder } from "./dataFolderLock";
import * as schema from "./schema";

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: AppDatabase;
  /** Which engine answers: the embedded PGlite or a PostgreSQL server. */
  kind: "pglite" | "postgres";
  /** Where it lives, for the start-up log (a folder, `memory`, or the server without password). */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's data folder, or `memory://` for a database that lives only in this process. */
  dataDir?: string | undefined;
}

/** The SQL migrations written by drizzle-kit, found through the package wherever it is bundled. */
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve("@workcraft/api/package.json")),
  "drizzle",
);

/**
 * The PostgreSQL advisory lock every server copy holds while it migrates: copies starting at the
 * same moment on one database then migrate one after the other, and the later ones find the
 * schema done. A fixed 64-bit key, the ASCII of "workcraf" (0x776f726b63726166); it only has
 * to differ from any other advisory lock taken in the same database, and we take no other.
 */
export const MIGRATION_LOCK_KEY = 0x776f726b63726166n;

/**
 * Runs the migrations on one connection of its own that holds the migration lock throughout:
 * drizzle's migrator on a pool could run its statements on other connections than the locked
 * one. The lock is a session lock, so a copy that dies while migrating releases it with its
 * connection, and the next copy takes over.
 */
async function migratePostgresUnderLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    } finally {
      // Should the unlock fail with the connection, ending the session below releases the lock.
      await client
        .query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY.toString()])
        .catch(() => {});
    }
  } finally {
    await client.end();
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return `${parsed.host}${parsed.pathname}`;
}

/**
 * Opens the API's database and brings its schema up to date: PostgreSQL when a URL is given
 * (every copy of the server shares it, and any number may start at once: they migrate under
 * {@link MIGRATION_LOCK_KEY}), otherwise PGlite in a data folder.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    await migratePostgresUnderLock(options.url);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // PostgreSQL may end a connection that waits idle in the pool (a restart, a failover, an
    // administrator). The pool drops it and opens a new one for the next query, but it tells of
    // it as an 'error' event, which unheard would end the whole server: it is logged instead.
    pool.on("error", (error) => {
      writeLogLine(
        JSON.stringify({ event: "postgres_idle_connection_lost", message: error.message }),
      );
    });
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: "postgres",
      location: withoutPassword(options.url),
      close: () => pool.end(),
    };
  }

  const dataDir = options.dataDir ?? "memory://";
  const inMemory = dataDir.startsWith("memory://");
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataFolder(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      location: inMemory ? "memory" : dataDir,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Asks the database a trivial question; resolves when it answers. */
export async function pingDatabase(db: AppDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
