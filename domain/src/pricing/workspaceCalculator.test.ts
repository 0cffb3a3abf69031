import { describe, expect, it } from "vitest";
import { workspacePrice } from "./workspaceCalculator";

const none = { users: 0, guests: 0, documents: 0, storageGb: 0 };

describe("workspacePrice", () => {
  it("bills at least one managed subscription of 5 users at 12 dollars", () => {
    const price = workspacePrice(none);
    expect(price.managedSubscriptions).toBe(1);
    expect(price.monthlyCents).toBe(6000);
    expect(price.yearlyCents).toBe(72_000);
    expect(workspacePrice({ ...none, users: 5 }).monthlyCents).toBe(6000);
  });

  it("adds a subscription from the sixth user, with its inclusions", () => {
    const price = workspacePrice({ users: 6, guests: 2000, documents: 20_000, storageGb: 2 });
    expect(price.managedSubscriptions).toBe(2);
    expect(price.usersCents).toBe(12_000);
    expect(price.additionalGuestsCents).toBe(0);
    expect(price.additionalDocumentsCents).toBe(0);
    expect(price.additionalStorageCents).toBe(0);
    expect(price.monthlyCents).toBe(12_000);
  });

  it("bills guests, documents and storage beyond the inclusions", () => {
    const price = workspacePrice({ users: 5, guests: 1010, documents: 110_000, storageGb: 3.5 });
    expect(price.additionalGuestsCents).toBe(1000);
    // 100k documents beyond the 10k included: 10 steps of 10k at 1.20 dollars, 12 per 100k.
    expect(price.additionalDocumentsCents).toBe(1200);
    // 2.5 GB beyond the 1 GB included, billed per started GB at 9 dollars.
    expect(price.additionalStorageCents).toBe(2700);
    expect(price.monthlyCents).toBe(6000 + 1000 + 1200 + 2700);
    expect(price.yearlyCents).toBe(12 * price.monthlyCents);
  });

  it("bills a started step of documents", () => {
    expect(workspacePrice({ ...none, documents: 10_001 }).additionalDocumentsCents).toBe(120);
  });

  it("refuses negative usage", () => {
    expect(() => workspacePrice({ ...none, guests: -1 })).toThrow("guests must be a number");
  });
});
