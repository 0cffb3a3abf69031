import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BLOG_LIST_PATH,
  isBlogList,
  scrollRestorationKey,
  SERVER_RENDERED_KEY,
} from "./scrollRule";

describe("the scroll rule", () => {
  it("keeps one key for the blog list, so its position is restored", () => {
    expect(scrollRestorationKey({ pathname: "/blog" })).toBe(BLOG_LIST_PATH);
    expect(scrollRestorationKey({ pathname: "/blog/" })).toBe(BLOG_LIST_PATH);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives every other page a new key each time in the browser, so it opens at the top", () => {
    vi.stubGlobal("window", {});
    const keys = ["/", "/pricing", "/pricing", "/blog/first-post", "/blogroll"].map((pathname) =>
      scrollRestorationKey({ pathname }),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(BLOG_LIST_PATH);
    expect(keys).not.toContain(SERVER_RENDERED_KEY);
  });

  it("writes one key in the server's HTML, so every server copy renders a page alike", () => {
    expect(typeof window).toBe("undefined");
    const keys = ["/pricing", "/pricing", "/use-case/fleet-crm"].map((pathname) =>
      scrollRestorationKey({ pathname }),
    );
    expect(keys).toEqual([SERVER_RENDERED_KEY, SERVER_RENDERED_KEY, SERVER_RENDERED_KEY]);
    expect(scrollRestorationKey({ pathname: "/blog" })).toBe(BLOG_LIST_PATH);
  });

  it("tells the blog list from its posts", () => {
    expect(isBlogList("/blog")).toBe(true);
    expect(isBlogList("/blog/how-to-start")).toBe(false);
    expect(isBlogList("/")).toBe(false);
  });
});
