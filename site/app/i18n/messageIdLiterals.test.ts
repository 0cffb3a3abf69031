import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./messages/en";

/*
 * A build replaces each message id the code names in quotes ("notice.home") with its short
 * number (`messageCataloguesPlugin`'s `shortIds`), and the browser's catalogue knows only those.
 * An id made from a template literal (`notice.${page}.title`) is left as text, so it is found in
 * development and fails in a build ("shown before its part loaded"). This test finds such ids.
 */

const appDir = join(import.meta.dirname, "..");

/** The site's source files, messages and tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "messages" ? [] : sourceFiles(path);
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [path] : [];
  });
}

/** The first words of the catalogue's ids ("notice", "block", …): what an id starts with. */
const ID_STARTS = [...new Set(Object.keys(en).map((id) => id.split(".")[0]!))];

/** The code of a file without its comments, where backticks quote ids in prose. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//gu, "").replace(/(^|[^:"'`])\/\/.*$/gmu, "$1");
}

/** A template literal that starts as a message id does: `notice.…` or `block.${…}`. */
const TEMPLATE_ID = new RegExp(`\`(?:${ID_STARTS.join("|")})\\.[\\w.]*(?:\\$\\{|\`)`, "gu");

describe("message ids in the site's code", () => {
  it("are written in quotes, never made from a template literal, so a build can shorten them", () => {
    const found = sourceFiles(appDir).flatMap((file) =>
      [...withoutComments(readFileSync(file, "utf8")).matchAll(TEMPLATE_ID)].map(
        (match) => `${relative(appDir, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("would find an id made from a template literal", () => {
    expect("text.text(`notice.${page}.metaTitle`)".match(TEMPLATE_ID)).toEqual(["`notice.${"]);
    expect('text.text("notice.confirm.metaTitle")'.match(TEMPLATE_ID)).toBeNull();
    expect(withoutComments("// the `block.perMonth` message\nconst a = 1;")).not.toMatch(
      TEMPLATE_ID,
    );
  });
});
