import { overBudgetParts, PAGE_WEIGHT_BUDGETS } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { pageWeigher } from "./pageWeight";

/*
 * The site's weigher is what the API's weight gate reads (`StudioPageRules.weigh`): a page's
 * scripts, as the server's HTML names them and as the server sends them, are refused only past
 * the budget, by the figures the Studio shows.
 */

const PHONE = { width: 390, density: 2 };
const KB = 1024;

/** A weigher of a page whose HTML names `scripts` (url → bytes as sent) the way the server's does. */
const weigherOf = (scripts: Record<string, number>) =>
  pageWeigher({
    render: async () => {
      const [entry, ...rest] = Object.keys(scripts);
      const preloads = rest.map((url) => `<link rel="modulepreload" href="${url}"/>`).join("");
      return `<html><head>${preloads}</head><body><h1>Offers</h1><script type="module" async="">await paint; const route0 = await import("${entry}");</script></body></html>`;
    },
    sizeOf: async (url) => scripts[url] ?? null,
    phone: PHONE,
  });

describe("the site's weigher, read by the weight gate", () => {
  it("lets a page as heavy as the heaviest of the sitemap through (166.4 KB of scripts)", async () => {
    const weight = await weigherOf({
      "/assets/entry-1.js": 120 * KB,
      "/assets/route-2.js": Math.round(46.4 * KB),
    })("/use-case/offers", {});
    expect(weight!.js).toMatchObject({ files: 2, budget: PAGE_WEIGHT_BUDGETS.js });
    expect(overBudgetParts(weight!)).toEqual([]);
  });

  it("refuses a page past the scripts' budget, naming the part with its figure and budget", async () => {
    const weight = await weigherOf({
      "/assets/entry-1.js": 120 * KB,
      "/assets/route-2.js": Math.round(46.4 * KB),
      "/assets/form-3.js": Math.round(4.8 * KB),
    })("/use-case/offers", {});
    expect(weight!.js.files).toBe(3);
    expect(overBudgetParts(weight!)).toEqual([
      "JavaScript 171.2 KB of 168.0 KB, 3.2 KB over budget",
    ]);
  });
});
