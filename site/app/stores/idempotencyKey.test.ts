import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey } from "./idempotencyKey";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a checkout's idempotency key", () => {
  it("is a version-4 UUID, different each time", () => {
    const made = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of made) expect(key).toMatch(UUID_V4);
    expect(new Set(made).size).toBe(50);
  });

  it("is made where crypto.randomUUID is missing, as on a plain-HTTP origin", () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});
