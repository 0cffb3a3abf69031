import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WINDOW_SIZE_THROTTLE_MS } from "../config/ui";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per wait with the latest arguments", () => {
    const run = vi.fn();
    const throttled = throttle(run, WINDOW_SIZE_THROTTLE_MS);
    throttled(1);
    expect(run.mock.calls).toEqual([[1]]);
    throttled(2);
    throttled(3);
    vi.advanceTimersByTime(WINDOW_SIZE_THROTTLE_MS - 1);
    expect(run.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[1], [3]]);
    // A burst of calls over one second runs about once per 200 ms, never more.
    for (let ms = 0; ms < 1000; ms += 10) {
      throttled(ms);
      vi.advanceTimersByTime(10);
    }
    expect(run.mock.calls.length).toBeLessThanOrEqual(2 + 1000 / WINDOW_SIZE_THROTTLE_MS);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(1000 / WINDOW_SIZE_THROTTLE_MS);
  });

  it("runs at once again after a quiet wait, and cancel drops the pending call", () => {
    const run = vi.fn();
    const throttled = throttle(run, 200);
    throttled("a");
    vi.advanceTimersByTime(500);
    throttled("b");
    expect(run.mock.calls).toEqual([["a"], ["b"]]);
    throttled("c");
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(run.mock.calls).toEqual([["a"], ["b"]]);
  });
});
