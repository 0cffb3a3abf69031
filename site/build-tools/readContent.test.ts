import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError } from "../app/content/contentIndex";
import { contentDir, extraContentDirFrom, readContent } from "./readContent";

const work = mkdtempSync(join(tmpdir(), "workcraft-extra-content-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function problemsOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("The folder was accepted");
}

describe("an extra content folder (EXTRA_CONTENT_DIR)", () => {
  it("is off when unset or empty", () => {
    expect(extraContentDirFrom(undefined)).toBeUndefined();
    expect(extraContentDirFrom(" ")).toBeUndefined();
  });

  it("must be a folder outside the content folder, and the message names the variable", () => {
    const file = join(work, "a-file.json");
    writeFileSync(file, "{}");
    expect(problemsOf(() => extraContentDirFrom(join(work, "missing")))).toEqual([
      `EXTRA_CONTENT_DIR: ${join(work, "missing")} is not a folder`,
    ]);
    expect(problemsOf(() => extraContentDirFrom(file))).toEqual([
      `EXTRA_CONTENT_DIR: ${file} is not a folder`,
    ]);
    for (const overlapping of [contentDir, join(contentDir, "use-case"), join(contentDir, "..")]) {
      expect(problemsOf(() => extraContentDirFrom(overlapping))[0]).toMatch(
        /^EXTRA_CONTENT_DIR: .* overlaps the content folder/u,
      );
    }
  });

  it("adds its pages to the content folder's, and a bad one is named by its full path", () => {
    const content = join(work, "content");
    const extra = join(work, "extra");
    cpSync(join(contentDir, "use-case"), join(content, "use-case"), { recursive: true });
    mkdirSync(join(extra, "use-case"), { recursive: true });
    const meta = { title: "Fleet CRM for teams on the road", description: "Fleets in one CRM." };
    const hero = { type: "Hero", props: { title: "Fleet CRM" } };
    writeFileSync(
      join(extra, "use-case", "fleet-crm.json"),
      JSON.stringify({ meta, blocks: [hero] }),
    );

    const pages = readContent(content, extraContentDirFrom(extra, content));
    expect(pages.find((page) => page.path === "/use-case/fleet-crm")).toMatchObject({
      file: "use-case/fleet-crm.json",
      extraFolder: extra,
    });
    expect(pages.filter((page) => page.extraFolder === undefined).length).toBeGreaterThan(0);

    writeFileSync(join(extra, "use-case", "broken.json"), "{");
    expect(problemsOf(() => readContent(content, extra))).toEqual([
      expect.stringMatching(new RegExp(`^${extra}/use-case/broken\\.json: is not valid JSON`, "u")),
    ]);
  });
});
