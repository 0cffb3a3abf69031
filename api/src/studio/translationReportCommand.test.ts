import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../database";
import { validPage } from "../testing/fakeStudioPageRules";
import { addStudioPerson } from "./studioPeople";
import { listenForStudioPeople } from "./studioPeopleSocket";
import { createStudioPage } from "./studioPages";
import { translateStudioPage } from "./studioPageTranslations";

const COMMAND = fileURLToPath(new URL("./translationReportCommand.ts", import.meta.url));
const API_FOLDER = fileURLToPath(new URL("../..", import.meta.url));

/** Runs the command as `npm run studio:translation-report` does (tsx), with `environment`. */
async function runCommand(environment: Record<string, string>) {
  const { PATH, HOME } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", COMMAND],
      { cwd: API_FOLDER, env: { PATH, HOME, ...environment }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code ?? -1, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the command that prints the translation report", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("reads the PGlite folder the server uses, itself or through the running server", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "workcraft-translations-"));
    folders.push(dataDir);
    const pgliteDir = join(dataDir, "pglite");
    const database = await openDatabase({ dataDir: pgliteDir });
    try {
      const person = await addStudioPerson(
        database.db,
        { email: "ana@b.example", name: "Ana", role: "editor" },
        null,
      );
      const english = await createStudioPage(
        database.db,
        { path: "/use-case/fleet", page: validPage("Fleet management") },
        person.id,
        undefined,
      );
      await translateStudioPage(
        database.db,
        { id: english.id, locale: "fr" },
        person.id,
        undefined,
      );
      // This process stands for the running server: it holds the folder, as `npm start` does.
      const stopListening = await listenForStudioPeople(pgliteDir, database.db);
      try {
        const printed = await runCommand({ DATA_DIR: dataDir });
        expect(printed.code, printed.stderr).toBe(0);
        expect(printed.stdout).toContain("through the server running on it");
        expect(printed.stdout).toMatch(
          /^\/use-case\/fleet +draft +missing +draft, 4 untranslated$/mu,
        );
        expect(printed.stdout).toContain(
          "/fr/use-case/fleet (draft): 4 fields not translated yet\n  - meta.title\n",
        );
      } finally {
        await stopListening();
      }
    } finally {
      await database.close();
    }
    const alone = await runCommand({ DATA_DIR: dataDir });
    expect(alone.code, alone.stderr).toBe(0);
    expect(alone.stdout).toContain(`Database: pglite (${pgliteDir})\n`);
    expect(alone.stdout).toContain("/fr/use-case/fleet (draft): 4 fields not translated yet");
  }, 120_000);
});
