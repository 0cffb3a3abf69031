import { describe, expect, it } from "vitest";
import type { ListablePage } from "../content/collections";
import { ALL_USE_CASES_LINK, FOOTER_USE_CASES, footerUseCaseLinks } from "./useCaseLinks";

/** Use-case pages `/use-case/case-01` … in path order, and a blog post that is no use case. */
function useCases(count: number): ListablePage[] {
  return [
    { path: "/blog/a-post", page: { meta: { title: "A post", description: "" } } },
    ...Array.from({ length: count }, (_, index) => {
      const id = `case-${String(index + 1).padStart(2, "0")}`;
      return {
        path: `/use-case/${id}`,
        page: { meta: { title: `Meta ${id}`, description: "" }, listing: { title: `Case ${id}` } },
      };
    }),
  ];
}

describe("the footer's use cases", () => {
  it("names every use case, in list order, while they fit", () => {
    expect(footerUseCaseLinks(useCases(4))).toEqual([
      { label: "Case case-01", href: "/use-case/case-01" },
      { label: "Case case-02", href: "/use-case/case-02" },
      { label: "Case case-03", href: "/use-case/case-03" },
      { label: "Case case-04", href: "/use-case/case-04" },
    ]);
    expect(footerUseCaseLinks(useCases(FOOTER_USE_CASES))).toHaveLength(FOOTER_USE_CASES);
    expect(footerUseCaseLinks(useCases(FOOTER_USE_CASES))).not.toContainEqual(ALL_USE_CASES_LINK);
  });

  it("past them names the first few and links to the list of them all", () => {
    const links = footerUseCaseLinks(useCases(1000));
    expect(links).toHaveLength(FOOTER_USE_CASES + 1);
    expect(links.at(-1)).toEqual({ label: "All use cases", href: "/resources" });
    expect(links[0]).toEqual({ label: "Case case-01", href: "/use-case/case-01" });
  });

  it("puts first the use case a marketer ordered first", () => {
    const pages = useCases(20);
    pages.push({
      path: "/use-case/zz-fleet",
      page: { meta: { title: "Fleet", description: "" }, listing: { title: "Fleet", order: 1 } },
    });
    expect(footerUseCaseLinks(pages)[0]).toEqual({ label: "Fleet", href: "/use-case/zz-fleet" });
  });
});
