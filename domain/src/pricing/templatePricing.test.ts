import { describe, expect, it } from "vitest";
import { cartSummarySchema, templatePricingSchema } from "../catalogue/catalogueSchema";
import { BUILDER_PLAN_PRICES } from "../constants/businessConstants";
import { cartSummary, templatePricing } from "./templatePricing";

describe("templatePricing", () => {
  it.each([
    [394, "$394", 4728, "$4,728"],
    [399, "$399", 4788, "$4,788"],
    [499, "$499", 5988, "$5,988"],
  ])("prices the %i a month variant", (monthly, formattedMonthly, yearly, formattedYearly) => {
    const pricing = templatePricing(monthly * 100);
    expect(pricing).toEqual({
      price: yearly,
      formattedPrice: formattedYearly,
      pricePerMonth: monthly,
      pricePerMonthRounded: monthly,
      formattedPricePerMonth: formattedMonthly,
      currency: "USD",
    });
    expect(templatePricingSchema.safeParse(pricing).success).toBe(true);
  });

  it("rounds a monthly price with cents", () => {
    const pricing = templatePricing(39_450);
    expect(pricing.pricePerMonth).toBe(394.5);
    expect(pricing.pricePerMonthRounded).toBe(395);
    expect(pricing.formattedPricePerMonth).toBe("$394.50");
    expect(pricing.price).toBe(4734);
  });
});

describe("cartSummary", () => {
  it("fills every field for 31 apps at 399 a month, yearly 12 × monthly", () => {
    const summary = cartSummary(39_900, 31);
    expect(summary).toEqual({
      pricePerUser: "$12",
      numberOfUsers: 5,
      guests: 1000,
      pricePerAdditionalGuestUser: "$1",
      currency: "USD",
      documentsIncluded: 10_000,
      documentsIncludedShort: "10k",
      pricePerDocumentsWithEachManagedSubscription: "$12",
      pricePerAdditionalDocuments: "$1.20",
      storage: "1 GB",
      pricePerAdditionalStorage: "$9",
      appsIncluded: 31,
      totalMonthlyCost: "$399",
      totalYearlyCost: "$4,788",
    });
    expect(cartSummarySchema.safeParse(summary).success).toBe(true);
  });

  it("keeps yearly exactly 12 × monthly with cents", () => {
    expect(cartSummary(33_333, 1).totalYearlyCost).toBe("$3,999.96");
  });

  it("keeps the builder plan prices of the spec", () => {
    expect(BUILDER_PLAN_PRICES).toEqual({ builder0: 299, builder1: 899, builder2: 2299 });
  });
});
