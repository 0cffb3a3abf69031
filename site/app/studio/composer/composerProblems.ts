import { titleTakenProblem } from "@workcraft/domain/rules";
import type { StudioSitePage } from "@workcraft/domain/schemas";
import { pageProblems, type PageProblem } from "../../content/pageProblems";
import type { StudioPageJson } from "../pageData";

/** A problem that keeps the page from being published, with the block it is in, if any. */
export interface ComposerProblem extends PageProblem {
  /** The block's place on the page (0 first), or undefined for the page's own fields. */
  block?: number;
}

/**
 * Everything that keeps the page at `path` from being published, as the editor shows it while
 * one types: the build's rules (`pageProblems`, the server checks the same on publish), and a
 * title that a file or catalogue page has already. A block's fields are named as the editor
 * names them, without the `props` step (`blocks.1.title`).
 */
export function composerProblems(
  page: StudioPageJson,
  path: string,
  sitePages: readonly StudioSitePage[],
): ComposerProblem[] {
  const problems: ComposerProblem[] = pageProblems(page).map(({ field, message }) => {
    const [first, place, props, ...rest] = field.split(".");
    if (first !== "blocks" || place === undefined || !/^\d+$/u.test(place)) {
      return { field, message };
    }
    const inBlock = props === "props" ? rest : [props, ...rest].filter(Boolean);
    return {
      field: ["blocks", place, ...inBlock].join("."),
      message,
      block: Number(place),
    };
  });
  const title = (page.meta as { title?: unknown } | undefined)?.title;
  const other = sitePages.find(
    (sitePage) =>
      sitePage.source !== "studio" && sitePage.path !== path && sitePage.title === title,
  );
  if (other) problems.push({ field: "meta.title", message: titleTakenProblem(other.path) });
  return problems;
}
