/*
 * What a page weighs on a phone, against the site's budgets: the bytes a visitor's browser is
 * sent for its HTML, stylesheet and scripts (compressed, as the server sends them) and for the
 * pictures it shows at a phone's width. The Studio weighs a draft with these and refuses to publish
 * a page (or start an experiment with a variant) over any of them, and the bundle benchmark holds
 * the sitemap's pages to the same numbers.
 */

/** The width of the phone a page is weighed on, in CSS pixels, and its pixel density. */
export const WEIGHT_PHONE = { width: 390, density: 2 } as const;

/** The parts of a page's weight. */
export const PAGE_WEIGHT_PARTS = ["html", "css", "js", "images"] as const;
export type PageWeightPart = (typeof PAGE_WEIGHT_PARTS)[number];

/**
 * The site's budgets, in bytes as sent: scripts 168 KB and styles 30 KB gzip, the HTML 50 KB gzip,
 * and 600 KB of pictures at a phone's width. The scripts' budget is what the pages reach and
 * keep: 170 KB until the blocks that do not act stopped shipping their views (the heaviest
 * sitemap page, a lead form's, then weighed 166.4 KB).
 */
export const PAGE_WEIGHT_BUDGETS: Record<PageWeightPart, number> = {
  html: 50 * 1024,
  css: 30 * 1024,
  js: 168 * 1024,
  images: 600 * 1024,
};

/** How each part is named to the person weighing a page. */
export const PAGE_WEIGHT_PART_NAMES: Record<PageWeightPart, string> = {
  html: "HTML",
  css: "CSS",
  js: "JavaScript",
  images: "Images",
};

/** "12.3 KB": bytes as the Studio and the benchmarks write them. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** "JavaScript 171.2 KB of 168.0 KB, 3.2 KB over budget": a part's weight against its budget. */
export function partInWords(name: string, { bytes, budget }: { bytes: number; budget: number }) {
  const over = bytes > budget ? `, ${kilobytes(bytes - budget)} over budget` : "";
  return `${name} ${kilobytes(bytes)} of ${kilobytes(budget)}${over}`;
}

/**
 * Each part of a page's weight that is over its budget, in words (`partInWords`), in the order of
 * {@link PAGE_WEIGHT_PARTS}; none when the page is within every budget. The Studio refuses to
 * publish a page, or to start an experiment with a variant, while any is.
 */
export function overBudgetParts(
  weight: Record<PageWeightPart, { bytes: number; budget: number }>,
): string[] {
  return PAGE_WEIGHT_PARTS.filter((part) => weight[part].bytes > weight[part].budget).map((part) =>
    partInWords(PAGE_WEIGHT_PART_NAMES[part], weight[part]),
  );
}
