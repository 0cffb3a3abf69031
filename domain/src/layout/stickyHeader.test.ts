import { describe, expect, it } from "vitest";
import { isHeaderSticky } from "./stickyHeader";

describe("isHeaderSticky", () => {
  it("sticks from 250 px of scroll when enabled", () => {
    expect(isHeaderSticky(true, 249)).toBe(false);
    expect(isHeaderSticky(true, 250)).toBe(true);
    expect(isHeaderSticky(false, 1000)).toBe(false);
  });
});
