import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabases } from "../testing/testDatabases";
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
