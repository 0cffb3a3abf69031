import { describe, expect, it } from "vitest";
import { launchNoticePath, launchNoticeTokenOf } from "./launchNoticePaths";

describe("a launch notice's pages", () => {
  it("are where the API's mails link, under each locale's prefix, with the link's token", () => {
    expect(launchNoticePath("confirm")).toBe("/launch-notices/confirm");
    expect(launchNoticePath("unsubscribe", "de")).toBe("/de/launch-notices/unsubscribe");
    expect(launchNoticePath("confirm", "fr", "a-b_C")).toBe(
      "/fr/launch-notices/confirm?token=a-b_C",
    );
    expect(launchNoticePath("confirm", "en", "a+b")).toBe("/launch-notices/confirm?token=a%2Bb");
  });

  it("read the link's token back, and none from an address without one", () => {
    const tokenOf = (path: string) =>
      launchNoticeTokenOf(new URL(path, "https://workcraft.example").searchParams);
    expect(tokenOf(launchNoticePath("unsubscribe", "de", "x_y-z"))).toBe("x_y-z");
    expect(tokenOf(launchNoticePath("confirm", "en", "a+b"))).toBe("a+b");
    expect(tokenOf(launchNoticePath("confirm"))).toBeUndefined();
    expect(tokenOf(`${launchNoticePath("confirm")}?token=%20`)).toBeUndefined();
  });
});
