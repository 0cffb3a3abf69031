import { openDatabase, type DatabaseHandle } from "@workcraft/api";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioPageSourceOf } from "./studioPageServing";

describe("the server's reading of the Studio's pages when the database fails", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => database.close());

  it("fails with the error's kind and code only: React Router logs a loader's error whole", async () => {
    await database.db.execute(sql`alter table studio_pages rename to studio_pages_gone`);
    try {
      const failure = await studioPageSourceOf(database)
        .find("/use-case/a-secret-path")
        .then(
          () => null,
          (error: unknown) => error as Error,
        );
      expect(failure).toBeInstanceOf(Error);
      expect(failure!.message).toMatch(
        /^Reading the Studio's pages failed: \w+, caused by \w+ 42P01/u,
      );
      expect(failure!.message).not.toMatch(/a-secret-path|params|select/u);
      expect(failure!.cause).toBeUndefined();
    } finally {
      await database.db.execute(sql`alter table studio_pages_gone rename to studio_pages`);
    }
  });
});
