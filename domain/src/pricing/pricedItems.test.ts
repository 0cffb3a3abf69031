import { describe, expect, it } from "vitest";
import { pricedItemSchema } from "../catalogue/catalogueSchema";
import { MANAGED_PRICED_ITEMS, pricedItemByName } from "./pricedItems";
import { documentTierPrice } from "./usageTiers";

describe("pricedItemByName", () => {
  it("finds the spec's licence prices by name", () => {
    expect(pricedItemByName(MANAGED_PRICED_ITEMS, "Managed Workspace User").price).toBe(12);
    expect(pricedItemByName(MANAGED_PRICED_ITEMS, "Managed Workspace Guest User").price).toBe(1);
    expect(pricedItemByName(MANAGED_PRICED_ITEMS, "Managed Documents").price).toBe(12);
    expect(pricedItemByName(MANAGED_PRICED_ITEMS, "Managed Storage").price).toBe(9);
    for (const item of MANAGED_PRICED_ITEMS) {
      expect(pricedItemSchema.safeParse(item).success).toBe(true);
    }
  });

  it("throws for an unknown name", () => {
    expect(() => pricedItemByName(MANAGED_PRICED_ITEMS, "Managed Users")).toThrow(
      'No priced item named "Managed Users"',
    );
  });
});

describe("documentTierPrice", () => {
  it("is free up to 100k documents and enterprise above", () => {
    expect(documentTierPrice(100_000)).toBe(0);
    expect(documentTierPrice(100_001)).toBe("enterprise");
  });
});
