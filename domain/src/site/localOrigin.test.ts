import { describe, expect, it } from "vitest";
import { isLocalOrigin } from "./localOrigin";

describe("isLocalOrigin", () => {
  it("knows this machine's origins from a public one", () => {
    for (const origin of [
      "http://localhost:3000",
      "http://LOCALHOST",
      "http://shop.localhost:8080",
      "http://127.0.0.1:3000",
      "http://127.8.9.10",
      "http://[::1]:3000",
      "http://0.0.0.0:3000",
    ]) {
      expect(isLocalOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      "https://www.example.com",
      "https://localhost.example.com",
      "https://127.0.0.1.example.com",
      "http://[2001:db8::1]",
      "https://10.0.0.1",
    ]) {
      expect(isLocalOrigin(origin), origin).toBe(false);
    }
  });
});
