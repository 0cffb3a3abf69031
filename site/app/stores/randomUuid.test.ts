import { afterEach, describe, expect, it, vi } from "vitest";
import { randomUuid } from "./randomUuid";
import { newIdempotencyKey } from "../checkout/checkoutState";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("random UUIDs", () => {
  it("are version 4 and differ each time", () => {
    const made = Array.from({ length: 50 }, () => randomUuid());
    for (const uuid of made) expect(uuid).toMatch(UUID_V4);
    expect(new Set(made).size).toBe(50);
  });

  it("are made where crypto.randomUUID is missing, as on a plain-HTTP origin", () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(randomUuid()).toMatch(UUID_V4);
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});
