import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The design system's sources, read as text: the rules below are about what is written where.
const root = fileURLToPath(new URL(".", import.meta.url));

/** Every component source under design-system/src (tests and their fixtures left out). */
function componentSources(): { path: string; text: string }[] {
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|browser\.test|fixtures)\.tsx?$/.test(path))
    .sort();
  return files.map((path) => ({
    path: relative(root, join(root, path)),
    text: readFileSync(join(root, path), "utf8"),
  }));
}

/** The files whose code (comments left out) matches `pattern`. */
function filesWriting(pattern: RegExp): string[] {
  return componentSources()
    .filter(({ text }) => pattern.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")))
    .map(({ path }) => path);
}

describe("one icon set", () => {
  it("draws every SVG of the design system in media/Icon: no component keeps a copy of its own", () => {
    expect(filesWriting(/<\s*svg\b/)).toEqual(["media/Icon/Icon.tsx"]);
  });
});

describe("one link piece", () => {
  it("renders every anchor through LinkTo (and the provider's default link), the skip link aside", () => {
    // LinkProvider's plain anchor is what LinkTo renders inside the site when no router is
    // given; the skip link jumps within the page, so it never leaves for another site.
    expect(filesWriting(/<\s*a[\s>]/)).toEqual([
      "typography/Link/LinkProvider.tsx",
      "typography/Link/LinkTo.tsx",
      "typography/SkipLink/SkipLink.tsx",
    ]);
  });

  it("leaves the choice of a router link to LinkTo alone", () => {
    expect(filesWriting(/\bProvidedLink\b|\bisExternalHref\(/)).toEqual([
      "typography/Link/LinkProvider.tsx",
      "typography/Link/LinkTo.tsx",
    ]);
  });
});

describe("one hydration flag", () => {
  it("asks whether a render runs after hydration in hydration/useHydrated alone", () => {
    // A browser snapshot of true and a server snapshot of false: that is a hydration flag.
    expect(filesWriting(/\(\)\s*=>\s*true,\s*\(\)\s*=>\s*false/)).toEqual([
      "hydration/useHydrated.ts",
    ]);
  });
});
