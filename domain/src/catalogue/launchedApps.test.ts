import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../data/catalogue";
import { addAppToCart } from "../cart/cartRules";
import { withLaunchedApps } from "./launchedApps";

describe("a catalogue with launched apps", () => {
  it("makes an announced coming-soon app available and leaves every other app as it was", () => {
    const launched = withLaunchedApps(CATALOGUE, new Set(["sms-marketing"]));
    expect(launched.get("sms-marketing")?.comingSoon).toBe(false);
    expect(launched.get("whatsapp-marketing")?.comingSoon).toBe(true);
    expect(launched.get("kanban-board")).toBe(CATALOGUE.get("kanban-board"));
  });

  it("lets the cart take an app once its launch is announced, and not before", () => {
    expect(addAppToCart([], "sms-marketing", CATALOGUE).ok).toBe(false);
    const change = addAppToCart(
      [],
      "sms-marketing",
      withLaunchedApps(CATALOGUE, new Set(["sms-marketing"])),
    );
    expect(change.ok).toBe(true);
    expect(change.items.map((item) => item.id)).toContain("sms-marketing");
  });

  it("is the catalogue as it was when nothing it holds has launched", () => {
    expect(withLaunchedApps(CATALOGUE, new Set(["eSignature", "kanban-board"]))).toBe(CATALOGUE);
  });
});
