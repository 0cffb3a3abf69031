import { describe, expect, it } from "vitest";
import { PAGE_WEIGHT_BUDGETS, overBudgetParts, partInWords } from "./pageWeight";

const within = (part: keyof typeof PAGE_WEIGHT_BUDGETS) => ({
  bytes: PAGE_WEIGHT_BUDGETS[part] - 1,
  budget: PAGE_WEIGHT_BUDGETS[part],
});

describe("a page's weight against the site's budgets", () => {
  it("says a part's weight, and how far over its budget it is", () => {
    expect(partInWords("CSS", { bytes: 10_240, budget: 30_720 })).toBe("CSS 10.0 KB of 30.0 KB");
    expect(partInWords("JavaScript", { bytes: 175_309, budget: 172_032 })).toBe(
      "JavaScript 171.2 KB of 168.0 KB, 3.2 KB over budget",
    );
  });

  it("names each part over its budget, and none at the budget or under it", () => {
    const weight = {
      html: within("html"),
      css: { bytes: PAGE_WEIGHT_BUDGETS.css, budget: PAGE_WEIGHT_BUDGETS.css },
      js: { bytes: 175_309, budget: PAGE_WEIGHT_BUDGETS.js },
      images: { bytes: 700 * 1024, budget: PAGE_WEIGHT_BUDGETS.images },
    };
    expect(overBudgetParts(weight)).toEqual([
      "JavaScript 171.2 KB of 168.0 KB, 3.2 KB over budget",
      "Images 700.0 KB of 600.0 KB, 100.0 KB over budget",
    ]);
    expect(overBudgetParts({ ...weight, js: within("js"), images: within("images") })).toEqual([]);
  });
});
