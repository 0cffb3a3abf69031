import { describe, expect, it } from "vitest";
import { formatDisplayCount, PLAIN_SMALL_COUNTS } from "./formatCount";

describe("formatDisplayCount", () => {
  const intl = new Intl.NumberFormat("en");

  it("groups whole numbers in threes, as Intl.NumberFormat('en') does", () => {
    const counts = [0, 7, 42, 999, 1000, 1875, 12_500, 100_000, 999_999, 1_000_000, 123_456_789];
    const wholes = [
      ...counts,
      // (Negative zero aside: Intl writes "-0", a count "0".)
      ...counts.filter((count) => count > 0).map((count) => -count),
      Number.MAX_SAFE_INTEGER,
      ...Array.from({ length: 200 }, (_, index) => Math.floor(1.7 ** index) % 10 ** 12),
    ];
    for (const count of wholes)
      expect(formatDisplayCount(count), String(count)).toBe(intl.format(count));
  });

  it("writes other numbers as Intl.NumberFormat('en') does", () => {
    for (const count of [4.8, 1875.25, 0.3333, -12.5, 1e21, Number.NaN, Infinity]) {
      expect(formatDisplayCount(count), String(count)).toBe(intl.format(count));
    }
  });
});

describe("formatDisplayCount in another locale", () => {
  it("groups and writes decimals as German does", () => {
    expect(formatDisplayCount(1250, "de")).toBe("1.250");
    expect(formatDisplayCount(1_234_567, "de")).toBe("1.234.567");
    expect(formatDisplayCount(4.8, "de")).toBe("4,8");
    expect(formatDisplayCount(999, "de")).toBe("999");
  });

  it("groups with a narrow no-break space and writes decimals as French does", () => {
    expect(formatDisplayCount(1250, "fr")).toBe("1\u202f250");
    expect(formatDisplayCount(1_234_567, "fr")).toBe("1\u202f234\u202f567");
    expect(formatDisplayCount(4.8, "fr")).toBe("4,8");
  });

  it("writes every count as Intl.NumberFormat(locale) does", () => {
    for (const locale of ["de", "fr"]) {
      const intl = new Intl.NumberFormat(locale);
      for (const count of [0, 7, 1000, 1875, 12_500, -12_500, 1875.25, Number.NaN, Infinity]) {
        expect(formatDisplayCount(count, locale), `${locale} ${count}`).toBe(intl.format(count));
      }
    }
  });

  it("writes counts from 0 to 999 by hand only where Intl.NumberFormat writes the same", () => {
    for (const locale of ["de", "fr", "es", "it", "nl", "pt", "de-CH", "fr-CA"]) {
      expect(PLAIN_SMALL_COUNTS.test(locale), locale).toBe(true);
      const intl = new Intl.NumberFormat(locale);
      for (let count = 0; count < 1000; count += 1) {
        expect(formatDisplayCount(count, locale), `${locale} ${count}`).toBe(intl.format(count));
      }
    }
    // A language whose digits are not always 0 to 9 goes to Intl.
    expect(PLAIN_SMALL_COUNTS.test("ar-EG")).toBe(false);
    expect(formatDisplayCount(7, "ar-EG")).toBe(new Intl.NumberFormat("ar-EG").format(7));
  });

  it("writes the same as without a locale when told en", () => {
    for (const count of [0, 1875, 1_000_000, 4.8, -12.5]) {
      expect(formatDisplayCount(count, "en")).toBe(formatDisplayCount(count));
    }
  });
});
