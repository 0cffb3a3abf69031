import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { TEST_POSTGRES_URL, testDatabases } from "../testing/testDatabases";
import { LOCK_FILE } from "./dataFolderLock";
import { openDatabase, pingDatabase, queryRows } from "./database";

describe.each(testDatabases)("the database on $name", ({ name, open }) => {
  it("opens, applies the migrations and answers", async () => {
    const handle = await open();
    try {
      expect(handle.kind).toBe(name);
      await expect(pingDatabase(handle.db)).resolves.toBeUndefined();
      // drizzle's bookkeeping table exists once the migrations ran.
      const rows = await queryRows<{ applied: number }>(
        handle.db,
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      expect(rows).toEqual([{ applied: expect.any(Number) }]);
    } finally {
      await handle.close();
    }
  });
});

describe("the embedded database in a data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "workcraft-pglite-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps what it stored when opened again", async () => {
    const first = await openDatabase({ dataDir });
    expect(first.location).toBe(dataDir);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ note: string }>(second.db, sql`select note from kept`);
      expect(rows).toEqual([{ note: "still here" }]);
    } finally {
      await second.close();
    }
  });
});

describe("the embedded database's data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "workcraft-pglite-lock-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is taken by one server at a time: a second fails at once, saying what to do", async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `The database folder ${dataDir} is in use by another Workcraft server (process ${process.pid}).`,
      );
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it("is taken over when the process that held it died", async () => {
    // A process id no live process has: the lock of a server killed with SIGKILL.
    writeFileSync(join(dataDir, LOCK_FILE), "2147483646");
    const handle = await openDatabase({ dataDir });
    await handle.close();
    // A restarted container may give the new server the dead one's process id.
    writeFileSync(join(dataDir, LOCK_FILE), String(process.pid));
    const again = await openDatabase({ dataDir });
    await again.close();
  });
});

describe("the database on PostgreSQL", () => {
  it("goes on when PostgreSQL ends one of its idle connections, and answers on a new one", async () => {
    const postgres = testDatabases.find((database) => database.name === "postgres")!;
    const handle = await postgres.open();
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      const backendPid = async () =>
        (await queryRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`))[0]!.pid;
      const pid = await backendPid();
      // The connection now waits idle in the pool; PostgreSQL ends it (a restart or a failover
      // does the same to every connection). The pool hears of it a moment later, on the socket,
      // drops it and tells of it as an 'error' event (which only the server's listener hears:
      // without it, the event would end this process). A query sent before that moment goes to
      // the ended connection and fails, as a request would in that moment, so the test waits
      // until the pool has dropped it.
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      expect(pool.totalCount).toBe(1);
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await expect.poll(() => pool.totalCount).toBe(0);
      expect(await backendPid()).not.toBe(pid);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
