import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leads } from "../database/schema";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";
import { failureForLog } from "./failureLog";

/** Everything written to the console while a test runs, as one text. */
function consoleOutput() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(
      args
        .map((arg) => (arg instanceof Error ? `${arg.stack} ${String(arg.cause)}` : String(arg)))
        .join(" "),
    );
  };
  for (const method of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation(keep);
  }
  return () => lines.join("\n");
}

describe.each(testDatabases)("a failure's log line on $name", ({ open }) => {
  const api = useServedApi(open);

  beforeEach(async () => {
    await api.database.db.delete(leads);
  });
  afterEach(async () => {
    await api.database.db.execute(
      sql`alter table leads drop constraint if exists refuse_every_lead`,
    );
  });

  it("names the call and the database's error code, never the query, its parameters or the body", async () => {
    // A database that refuses the write: its error tells the failing row, the lead's data included.
    await api.database.db.execute(
      sql`alter table leads add constraint refuse_every_lead check (false) not valid`,
    );
    const output = consoleOutput();
    const response = await fetch(`${api.base}/form-capture/send`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        formName: "contact",
        data: { name: "Ada Secretname", email: "ada.secret@example.com" },
      }),
    });
    expect(response.status).toBe(500);
    const logged = output();
    for (const secret of ["Secretname", "ada.secret", "params", "insert into", "Failing row"]) {
      expect(logged, secret).not.toContain(secret);
    }
    expect(logged).toContain("POST /api/v2/form-capture/send failed");
    expect(logged).toContain("23514");
  });

  it("logs no query parameter of a GET that fails", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    await api.database.db.execute(sql`alter table leads rename column data to data_gone`);
    const output = consoleOutput();
    try {
      const response = await fetch(`${api.base}/studio/leads/export?formName=contact`, {
        headers,
      });
      // The file's first line goes out before the leads are read: the failure cuts it short.
      await response.text().catch(() => "");
    } finally {
      await api.database.db.execute(sql`alter table leads rename column data_gone to data`);
    }
    const logged = output();
    for (const secret of ["contact", "params", "select"]) {
      expect(logged, secret).not.toContain(secret);
    }
    expect(logged).toContain("42703");
  });
});

describe("failureForLog", () => {
  it("keeps each error's kind and code, and the frames of the first, without any message", () => {
    const cause = Object.assign(new Error("Key (email)=(ada@example.com) already exists."), {
      code: "23505",
    });
    const error = new Error("Failed query: insert into x values ($1)\nparams: ada@example.com", {
      cause,
    });
    const line = failureForLog(error);
    expect(line).toMatch(/^Error, caused by Error 23505\n {4}at /u);
    expect(line).not.toContain("ada@example.com");
    expect(line).not.toContain("Failed query");
    expect(failureForLog("a thrown text with ada@example.com")).toBe("a thrown string");
    expect(
      failureForLog(Object.assign(new Error("x"), { code: "not a code; ada@example.com" })),
    ).toMatch(/^Error\n/u);
  });
});
