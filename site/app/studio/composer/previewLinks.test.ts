import { describe, expect, it } from "vitest";
import { previewLinkInWords } from "./previewLinks";

describe("a working preview link in the Studio's words", () => {
  const link = {
    id: "a".repeat(64),
    createdAt: "2026-11-26T14:05:09.000Z",
    expiresAt: "2026-11-29T14:05:09.000Z",
    createdBy: { id: "AAAAAAAAAA", email: "ana@studio.example", name: "Ana" },
  };

  it("says what it shows, who shared it and when, and until when it works", () => {
    expect(previewLinkInWords({ ...link, number: null })).toBe(
      "The draft, shared by Ana on 2026-11-26 14:05 UTC, works until 2026-11-29 14:05 UTC",
    );
    expect(
      previewLinkInWords({ ...link, number: 3, createdBy: { ...link.createdBy, name: null } }),
    ).toBe(
      "Version 3, shared by ana@studio.example on 2026-11-26 14:05 UTC, works until 2026-11-29 14:05 UTC",
    );
  });
});
