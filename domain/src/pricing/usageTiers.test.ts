import { describe, expect, it } from "vitest";
import { contactManagementPrice, mediaCloudPrice } from "./usageTiers";

describe("contactManagementPrice", () => {
  it("is free under 5k contacts", () => {
    expect(contactManagementPrice(0)).toBe(0);
    expect(contactManagementPrice(4999)).toBe(0);
  });

  it("costs 10 dollars per started 5k contacts from 5k to 500k", () => {
    expect(contactManagementPrice(5000)).toBe(1000);
    expect(contactManagementPrice(5001)).toBe(2000);
    expect(contactManagementPrice(50_000)).toBe(10_000);
    expect(contactManagementPrice(500_000)).toBe(100_000);
  });

  it("is enterprise above 500k", () => {
    expect(contactManagementPrice(500_001)).toBe("enterprise");
  });

  it("refuses negative usage", () => {
    expect(() => contactManagementPrice(-1)).toThrow(RangeError);
  });
});

describe("mediaCloudPrice", () => {
  it("is free up to 1 GB", () => {
    expect(mediaCloudPrice(0)).toBe(0);
    expect(mediaCloudPrice(1)).toBe(0);
  });

  it("bills more than 1 GB up to 5 GB as the 5 GB package", () => {
    expect(mediaCloudPrice(1.5)).toBe(3500);
    expect(mediaCloudPrice(5)).toBe(3500);
  });

  it("costs 7 dollars per started GB from 5 to 100 GB", () => {
    expect(mediaCloudPrice(5.2)).toBe(4200);
    expect(mediaCloudPrice(10)).toBe(7000);
    expect(mediaCloudPrice(100)).toBe(70_000);
  });

  it("is enterprise above 100 GB", () => {
    expect(mediaCloudPrice(100.5)).toBe("enterprise");
  });
});
