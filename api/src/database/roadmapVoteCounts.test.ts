import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabases } from "../testing/testDatabases";
import { migrationsFolder } from "./database";

/*
 * The roadmap's vote counts, which the database keeps beside the votes (migration 0007): each
 * app's count is its votes in `roadmap_votes`, whatever writes or removes them.
 */

/** A database either opened by the API or made here, as a test reads it. */
interface Queried {
  execute(query: SQL): Promise<unknown>;
}

type Count = { key: string; votes: number };

const rows = async (db: Queried, query: SQL) =>
  ((await db.execute(query)) as { rows: Count[] }).rows;

/** Each app's count as kept, and as counted from the votes: they must be the same. */
async function countsKeptAndCounted(db: Queried): Promise<{ kept: Count[]; counted: Count[] }> {
  return {
    kept: await rows(
      db,
      sql`select item_key as key, votes from roadmap_vote_counts where votes > 0 order by item_key`,
    ),
    counted: await rows(
      db,
      sql`select item_key as key, count(*)::int as votes from roadmap_votes group by item_key order by item_key`,
    ),
  };
}

/** What `countsKeptAndCounted` finds when the counts are right and are `counts`. */
const both = (counts: Count[]) => ({ kept: counts, counted: counts });

describe.each(testDatabases)("the roadmap's vote counts on $name", ({ open }) => {
  it("follow the votes through new votes, second votes, withdrawn votes and an emptied table", async () => {
    const { db, close } = await open();
    try {
      await db.execute(sql`
        insert into roadmap_votes (item_key, visitor_id)
        select (array['recruitment', 'employees', 'e-learning'])[1 + vote % 3], 'visitor-' || vote
        from generate_series(1, 300) as vote`);
      expect(await countsKeptAndCounted(db)).toEqual(
        both([
          { key: "e-learning", votes: 100 },
          { key: "employees", votes: 100 },
          { key: "recruitment", votes: 100 },
        ]),
      );
      // Second votes by the same visitors change nothing; new ones among them count.
      await db.execute(sql`
        insert into roadmap_votes (item_key, visitor_id)
        values ('employees', 'visitor-1'), ('employees', 'visitor-2'), ('employees', 'visitor-3')
        on conflict do nothing`);
      await db.execute(
        sql`delete from roadmap_votes where visitor_id in ('visitor-3', 'visitor-6')`,
      );
      expect(await countsKeptAndCounted(db)).toEqual(
        both([
          { key: "e-learning", votes: 100 },
          { key: "employees", votes: 101 },
          { key: "recruitment", votes: 98 },
        ]),
      );
      await db.execute(sql`truncate roadmap_votes`);
      expect(await countsKeptAndCounted(db)).toEqual(both([]));
    } finally {
      await close();
    }
  });
});

describe("migration 0007 on a database with votes", () => {
  const earlier = mkdtempSync(join(tmpdir(), "workcraft-migrations-"));
  afterAll(() => rmSync(earlier, { recursive: true, force: true }));

  it("counts the votes cast before it", async () => {
    // The migrations as they were before 0007: the folder, with the journal cut there.
    cpSync(migrationsFolder, earlier, { recursive: true });
    const journalFile = join(earlier, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
      entries: Array<{ tag: string }>;
    };
    const cut = journal.entries.findIndex((entry) => entry.tag === "0007_roadmap_vote_counts");
    expect(cut).toBeGreaterThan(0);
    writeFileSync(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }),
    );

    const client = await PGlite.create();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: earlier });
      await db.execute(sql`
        insert into roadmap_votes (item_key, visitor_id)
        select (array['recruitment', 'employees'])[1 + vote % 2], 'visitor-' || vote
        from generate_series(1, 5) as vote`);
      await migrate(db, { migrationsFolder });
      expect(await countsKeptAndCounted(db)).toEqual(
        both([
          { key: "employees", votes: 3 },
          { key: "recruitment", votes: 2 },
        ]),
      );
      // And the next vote adds to them.
      await db.execute(
        sql`insert into roadmap_votes (item_key, visitor_id) values ('employees', 'visitor-6')`,
      );
      expect(await countsKeptAndCounted(db)).toEqual(
        both([
          { key: "employees", votes: 4 },
          { key: "recruitment", votes: 2 },
        ]),
      );
    } finally {
      await client.close();
    }
  });
});
