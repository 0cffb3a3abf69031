import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The site's sources (tests left out) whose code, comments left out, matches `pattern`. */
function filesWriting(pattern: RegExp): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .filter((path) =>
      pattern.test(
        readFileSync(join(root, path), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ""),
      ),
    )
    .sort();
}

describe("one way to know the page has hydrated", () => {
  it("takes the design system's useHydrated: no block keeps a hydration flag of its own", () => {
    // A server snapshot of false, or a state set to true once mounted, is a second useHydrated.
    expect(filesWriting(/\buseSyncExternalStore\b/)).toEqual([]);
    expect(filesWriting(/useEffect\(\s*\(\)\s*=>\s*set\w+\(true\)/)).toEqual([]);
  });
});
