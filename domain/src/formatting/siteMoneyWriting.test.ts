import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY } from "../constants/businessConstants";
import { SITE_LOCALES } from "../locales/siteLocales";
import { writeSiteMoney } from "./siteMoneyWriting";

/** What `Intl` writes for the same cents, the way `formatMoney` asks it. */
function intlMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: DEFAULT_CURRENCY,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Amounts of every shape: zero, cents alone, each count of digits, negatives, the catalogue's. */
function amounts(): number[] {
  const chosen = [0, 1, 5, 10, 99, 100, 120, 29_900, 39_400, 99_999, 100_000, 123_450, 478_800];
  for (let digits = 1; digits <= 12; digits += 1) {
    chosen.push(10 ** digits - 1, 10 ** digits, 10 ** digits + 7, 10 ** digits * 3 + 50);
  }
  // The same numbers every run: a small linear congruential sequence over eight digits.
  let seed = 20_261_130;
  for (let index = 0; index < 2000; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    chosen.push(seed % 100_000_000);
  }
  return [...chosen, ...chosen.map((cents) => -cents).filter((cents) => cents !== 0)];
}

describe("writeSiteMoney", () => {
  it.each(SITE_LOCALES)("writes dollars in %s exactly as Intl does, to the character", (locale) => {
    const differing = amounts()
      .map((cents) => ({
        cents,
        ours: writeSiteMoney(cents, locale),
        intl: intlMoney(cents, locale),
      }))
      .filter(({ ours, intl }) => ours !== intl);
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it("groups and signs as each locale does", () => {
    expect(writeSiteMoney(123_450, "en")).toBe("$1,234.50");
    expect(writeSiteMoney(-500, "en")).toBe("-$5");
    expect(writeSiteMoney(123_450, "de")).toBe("1.234,50\u00a0$");
    expect(writeSiteMoney(123_450_000, "fr")).toBe("1\u202f234\u202f500\u00a0$US");
    expect(writeSiteMoney(5, "fr")).toBe("0,05\u00a0$US");
  });
});
