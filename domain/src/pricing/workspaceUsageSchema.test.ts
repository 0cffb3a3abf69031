import { describe, expect, it } from "vitest";
import { workspacePrice } from "./workspaceCalculator";
import { workspaceUsageSchema } from "./workspaceUsageSchema";

describe("workspaceUsageSchema", () => {
  it("accepts whole counts and fractional storage, as the calculator takes them", () => {
    const usage = workspaceUsageSchema.parse({
      users: 12,
      guests: 2500,
      documents: 35_000,
      storageGb: 2.5,
    });
    expect(workspacePrice(usage).managedSubscriptions).toBe(3);
  });

  it("names the field and the fault of bad input", () => {
    const messages = (input: unknown) =>
      workspaceUsageSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ users: -1, guests: 0, documents: 0, storageGb: 0 })).toEqual([
      "The number of users cannot be negative",
    ]);
    expect(messages({ users: 1.5, guests: 0, documents: 0, storageGb: 0 })).toEqual([
      "Users are counted in whole numbers",
    ]);
    expect(messages({ users: 1, guests: 0, documents: 0 })).toEqual([
      "Enter the number of GB of storage",
    ]);
    expect(messages({ users: 1, guests: Infinity, documents: 0, storageGb: 0 })?.length).toBe(1);
  });
});
