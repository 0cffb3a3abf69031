import { randomBytes } from "node:crypto";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../database";
import { studioAuditLog, studioPeople } from "../database/schema";
import { dropWhenClosed, TEST_POSTGRES_URL } from "../testing/testDatabases";
import { STUDIO_PEOPLE_SOCKET, listenForStudioPeople } from "./studioPeopleSocket";
import { serverDatabaseOptions, studioPersonFromArguments } from "./studioPersonCommand";

const COMMAND = fileURLToPath(new URL("./addStudioPersonCommand.ts", import.meta.url));
const API_FOLDER = fileURLToPath(new URL("../..", import.meta.url));

/** Runs the command as `npm run studio:add-user` does (tsx), with only `environment` set. */
async function runCommand(args: string[], environment: Record<string, string>) {
  const { PATH, HOME } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", COMMAND, ...args],
      { cwd: API_FOLDER, env: { PATH, HOME, ...environment }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code ?? -1, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the command that adds a Studio person", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("reads the person from its arguments by the API's rules", () => {
    expect(
      studioPersonFromArguments([
        "--email",
        " Ana@B.example",
        "--role",
        "admin",
        "--name",
        " Ana ",
      ]),
    ).toEqual({ email: "ana@b.example", role: "admin", name: "Ana" });
    expect(studioPersonFromArguments(["--email", "bo@b.example", "--role", "editor"])).toEqual({
      email: "bo@b.example",
      role: "editor",
      name: null,
    });
    const refusal = (args: string[]) => {
      try {
        studioPersonFromArguments(args);
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(refusal(["--role", "admin"])).toBe("--email is missing.");
    expect(refusal(["--email", "a@b.example"])).toBe("--role is missing.");
    expect(refusal(["--email", "a@b", "--role", "admin"])).toBe(
      "--email: Enter a valid e-mail address, like name@company.com.",
    );
    expect(refusal(["--email", "a@b.example", "--role", "Admin"])).toBe(
      "--role: Choose a role: editor, publisher, admin.",
    );
    expect(refusal(["--email", "a@b.example", "--role", "admin", "--name", ""])).toBe(
      "--name: Enter the person's name.",
    );
    expect(refusal(["--email", "a@b.example", "--role", "admin", "--admin"])).toMatch(
      /Unknown option '--admin'/u,
    );
  });

  it("opens the database the server would: DATABASE_URL, else DATA_DIR from the site's folder", () => {
    expect(serverDatabaseOptions({}, "/repo/site")).toEqual({ dataDir: "/repo/site/.data/pglite" });
    expect(serverDatabaseOptions({ DATA_DIR: "../data" }, "/repo/site")).toEqual({
      dataDir: "/repo/data/pglite",
    });
    expect(serverDatabaseOptions({ DATA_DIR: "/srv/workcraft" }, "/repo/site")).toEqual({
      dataDir: "/srv/workcraft/pglite",
    });
    expect(
      serverDatabaseOptions({ DATABASE_URL: "postgres://db/site", DATA_DIR: "/x" }, "/repo/site"),
    ).toEqual({ url: "postgres://db/site" });
  });

  it("adds a person to a PGlite data folder, and refuses a bad role or the same address", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "workcraft-studio-"));
    folders.push(dataDir);
    const environment = { DATA_DIR: dataDir, SITE_URL: "https://www.workcraft.example" };

    const added = await runCommand(
      ["--email", "Ana@B.example", "--role", "admin", "--name", "Ana"],
      environment,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain(`Database: pglite (${join(dataDir, "pglite")})`);
    expect(added.stdout).toMatch(
      /^Added ana@b\.example \(Ana\) to the Studio as admin, id [0-9A-Za-z]{10}\.$/mu,
    );
    expect(added.stdout).toContain("https://www.workcraft.example/studio/sign-in");

    const badRole = await runCommand(["--email", "bo@b.example", "--role", "owner"], environment);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("--role: Choose a role: editor, publisher, admin.");
    expect(badRole.stderr).toContain("Usage: npm run studio:add-user");

    const twice = await runCommand(["--email", "ANA@b.example", "--role", "editor"], environment);
    expect(twice.code).toBe(1);
    expect(twice.stderr.trim()).toBe(
      "ana@b.example is already a person of the Studio: change their role instead.",
    );

    const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
    try {
      const people = await database.db.select().from(studioPeople);
      expect(people).toEqual([
        expect.objectContaining({
          email: "ana@b.example",
          name: "Ana",
          role: "admin",
          disabledAt: null,
        }),
      ]);
      const audit = await database.db.select().from(studioAuditLog);
      expect(audit).toEqual([
        expect.objectContaining({ personId: null, action: "person.add", subject: people[0]!.id }),
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("adds a person through the server that holds the PGlite folder, as the site runs", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "workcraft-studio-"));
    folders.push(dataDir);
    const pgliteDir = join(dataDir, "pglite");
    const environment = { DATA_DIR: dataDir };
    // This process stands for the running server: it holds the folder, as `npm start` does.
    const server = await openDatabase({ dataDir: pgliteDir });
    try {
      const notListening = await runCommand(
        ["--email", "ana@b.example", "--role", "admin"],
        environment,
      );
      expect(notListening.code).toBe(1);
      expect(notListening.stderr).toContain(`The database folder ${pgliteDir} is in use`);

      const stopListening = await listenForStudioPeople(pgliteDir, server.db);
      try {
        expect(statSync(join(pgliteDir, STUDIO_PEOPLE_SOCKET)).mode & 0o777).toBe(0o600);
        const added = await runCommand(
          ["--email", "Ana@B.example", "--role", "admin", "--name", "Ana"],
          environment,
        );
        expect(added.code, added.stderr).toBe(0);
        expect(added.stdout).toContain(
          `Database: pglite (${pgliteDir}), through the server running on it`,
        );
        expect(added.stdout).toMatch(/^Added ana@b\.example \(Ana\) to the Studio as admin, id /mu);

        const twice = await runCommand(
          ["--email", "ana@b.example", "--role", "editor"],
          environment,
        );
        expect(twice.code).toBe(1);
        expect(twice.stderr.trim()).toBe(
          "ana@b.example is already a person of the Studio: change their role instead.",
        );
      } finally {
        await stopListening();
      }
      const people = await server.db.select().from(studioPeople);
      expect(people.map(({ email, role }) => ({ email, role }))).toEqual([
        { email: "ana@b.example", role: "admin" },
      ]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("adds a person to the PostgreSQL database of DATABASE_URL", async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    const name = `workcraft_test_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${name}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    try {
      const added = await runCommand(["--email", "bo@b.example", "--role", "editor"], {
        DATABASE_URL: url.href,
      });
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toMatch(/^Added bo@b\.example to the Studio as editor, id /mu);
      const database = await openDatabase({ url: url.href });
      try {
        const people = await database.db.select().from(studioPeople);
        expect(people.map(({ email, name, role }) => ({ email, name, role }))).toEqual([
          { email: "bo@b.example", name: null, role: "editor" },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await dropWhenClosed(admin, name);
      await admin.end();
    }
  }, 120_000);
});
