/*
 * How a new page begins, as the new-page form offers it. The pages themselves are made in
 * `pageStarters.ts`, which holds the block definitions: the form loads it only to create a page.
 */

/** How a new page begins: empty, as a use-case page to fill in, or as a copy of a page. */
export const PAGE_STARTS = {
  blank: "A blank page",
  "use-case": "A use-case page: a hero, apps, two features, questions, a call to action, a form",
  copy: "A copy of a page of the site",
} as const;
export type PageStart = keyof typeof PAGE_STARTS;
