import { describe, expect, it } from "vitest";
import { BLOG_LIST_PATH, isBlogList, scrollRestorationKey } from "./scrollRule";

describe("the scroll rule", () => {
  it("keeps one key for the blog list, so its position is restored", () => {
    expect(scrollRestorationKey({ pathname: "/blog" })).toBe(BLOG_LIST_PATH);
    expect(scrollRestorationKey({ pathname: "/blog/" })).toBe(BLOG_LIST_PATH);
  });

  it("gives every other page a new key each time, so it opens at the top", () => {
    const keys = ["/", "/pricing", "/pricing", "/blog/first-post", "/blogroll"].map((pathname) =>
      scrollRestorationKey({ pathname }),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(BLOG_LIST_PATH);
  });

  it("tells the blog list from its posts", () => {
    expect(isBlogList("/blog")).toBe(true);
    expect(isBlogList("/blog/how-to-start")).toBe(false);
    expect(isBlogList("/")).toBe(false);
  });
});
