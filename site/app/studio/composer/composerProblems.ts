import { titleTakenProblem } from "@workcraft/domain/rules";
import type { StudioSitePage } from "@workcraft/domain/schemas";
import { pageProblems, type PageProblem } from "../../content/pageProblems";
import type { StudioPageJson } from "../pageData";
import type { PreviewCheck } from "./previewAccessibility";

/** A problem that keeps the page from being published, with the block it is in, if any. */
export interface ComposerProblem extends PageProblem {
  /** The block's place on the page (0 first), or undefined for the page's own fields. */
  block?: number;
  /** Listed as advice: it does not hold publishing back. */
  advisory?: true;
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

/**
 * The preview's accessibility check as problems, one a rule a block (`places` gives a block's
 * place by its id): a serious or critical finding holds publishing back; a lesser one is listed
 * as advice. A check that could not run holds publishing back too, since nobody has checked.
 */
export function previewCheckProblems(
  check: PreviewCheck,
  places: ReadonlyMap<string, number>,
): ComposerProblem[] {
  if (check.status === "checking") return [];
  if (check.status === "failed") {
    return [
      { field: "blocks", message: `The accessibility check could not run: ${check.message}` },
    ];
  }
  const problems = new Map<string, ComposerProblem>();
  for (const finding of check.findings) {
    const block = places.get(finding.block);
    if (block === undefined) continue;
    const message = `${finding.help} (axe: ${finding.rule})`;
    problems.set(`${block}:${message}`, {
      field: `blocks.${block}`,
      message,
      block,
      ...(finding.blocking ? {} : { advisory: true }),
    });
  }
  return [...problems.values()];
}
