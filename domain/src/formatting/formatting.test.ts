import { SITE_LOCALES } from "../locales/siteLocales";
import { describe, expect, it } from "vitest";
import { formatCount } from "./formatCount";
import { FREE_PRICE_TEXT, formatMoney, formatPrice } from "./formatMoney";

describe("formatMoney", () => {
  it("writes cents in USD and locale en, decimals only when there are cents", () => {
    expect(formatMoney(39_400)).toBe("$394");
    expect(formatMoney(478_800)).toBe("$4,788");
    expect(formatMoney(120)).toBe("$1.20");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(0)).toBe("$0");
  });

  it("writes another currency when told, still in locale en", () => {
    expect(formatMoney(89_900, { currency: "EUR" })).toBe("€899");
    expect(formatMoney(150, { currency: "GBP" })).toBe("£1.50");
  });
});

describe("formatMoney in the site's other locales", () => {
  it("writes dollars the locale's way, as Intl does", () => {
    // Intl separates with no-break spaces where a locale does: compared as plain spaces here.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, " ");
    expect(plain(formatMoney(123_450, { locale: "de" }))).toBe("1.234,50 $");
    expect(plain(formatMoney(123_450, { locale: "fr" }))).toBe("1 234,50 $US");
    expect(plain(formatMoney(39_400, { locale: "de" }))).toBe("394 $");
    expect(formatMoney(123_450, { locale: "en" })).toBe("$1,234.50");
  });

  it("writes counts and the free price the locale's way", () => {
    expect(formatCount(1875, { locale: "de" })).toBe("1.875");
    expect(formatPrice(0, { locale: "de", free: "Kostenlos" })).toBe("Kostenlos");
    expect(formatPrice(29_900, { locale: "de" }).replace(/\u00a0/gu, " ")).toBe("299 $");
  });
});

describe("formatPrice", () => {
  it("writes a price of zero as Free, any other as money", () => {
    expect(formatPrice(0)).toBe(FREE_PRICE_TEXT);
    expect(FREE_PRICE_TEXT).toBe("Free");
    expect(formatPrice(29_900)).toBe("$299");
    expect(formatPrice(4_900, { currency: "EUR" })).toBe("€49");
  });
});

describe("formatCount", () => {
  it("writes counts with thousands separators", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1875)).toBe("1,875");
    expect(formatCount(1_000_000)).toBe("1,000,000");
  });

  it("writes a whole number below a thousand as Intl does in every site locale, without it", () => {
    for (const locale of SITE_LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (let count = -999; count < 1000; count += 1) {
        expect(formatCount(count, { locale })).toBe(intl.format(count));
      }
    }
  });

  it("writes the short form of plans and tiers", () => {
    expect(formatCount(5000, { short: true })).toBe("5k");
    expect(formatCount(10_000, { short: true })).toBe("10k");
    expect(formatCount(100_000, { short: true })).toBe("100k");
    expect(formatCount(1_000_000, { short: true })).toBe("1m");
    expect(formatCount(500, { short: true })).toBe("500");
  });
});
