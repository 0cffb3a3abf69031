/**
 * A PostgreSQL database of a bench's own, created fresh and dropped after, on the machine's
 * server (BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

/** A new empty database; `drop` removes it, connections and all. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `workcraft_bench_${randomBytes(6).toString("hex")}`;
  const administer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await administer(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => administer(`drop database if exists ${name} with (force)`) };
}
