import { describe, expect, it } from "vitest";
import { publishedLocalesOf, studioPageKey } from "./studioPageServing";

describe("the key a Studio page's render is kept by", () => {
  const published = new Set(["/use-case/yards", "/fr/use-case/yards", "/de/use-case/other"]);
  const isPublished = (path: string) => published.has(path);

  it("names the locales the page is published in, from any of its translations", () => {
    expect(publishedLocalesOf("/use-case/yards", isPublished)).toBe("en,fr");
    expect(publishedLocalesOf("/fr/use-case/yards", isPublished)).toBe("en,fr");
    expect(publishedLocalesOf("/de/use-case/other", isPublished)).toBe("de");
  });

  it("changes when a translation is published, so the page's head names it at once", () => {
    const before = studioPageKey("/use-case/yards", 3, "", "en");
    const after = studioPageKey("/use-case/yards", 3, "", "en,fr");
    expect(after).not.toBe(before);
  });
});
