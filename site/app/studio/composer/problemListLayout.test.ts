import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWithStylesInNode, stopStylesInNode, type StyleRule } from "../stylesInNode";
import type { ComposerProblem } from "./composerProblems";
import type * as ComposerStyles from "./composer.css";
import type { ProblemListView as ProblemListViewType } from "./ProblemList";

/*
 * The composer's list of problems, drawn in Node with the style rules its classes stand for:
 * vanilla-extract registers each rule through an adapter, which this test sets to keep them.
 * The list had the browser's bullets and indent around buttons whose words are centred, so a
 * bullet sat far left of a line of text; the Studio's other lists (the history, a field's
 * items, the people's fields) have neither bullets nor indent.
 */

const rules = new Map<string, StyleRule>();
let styles: typeof ComposerStyles;
let ProblemListView: typeof ProblemListViewType;

beforeAll(async () => {
  // Every style the modules below declare joins this one scope.
  [styles, { ProblemListView }] = await loadWithStylesInNode(
    "site/app/studio/composer/problemListLayout.test.ts",
    () => Promise.all([import("./composer.css"), import("./ProblemList")]),
    (selector, rule) => rules.set(selector, rule),
  );
}, 60_000);

afterAll(() => stopStylesInNode());

const problems: ComposerProblem[] = [
  { field: "meta.title", message: "The title is empty." },
  {
    block: 0,
    field: "blocks.0.props.title",
    message: "A heading is required, and this message is long enough to wrap onto a second line.",
  },
];

describe("the composer's problems to fix", () => {
  it("are a list without bullets or indent, like the Studio's other lists", () => {
    const html = renderToStaticMarkup(
      createElement(ProblemListView, { problems, onShow: () => {} }),
    );
    expect(html).toContain(`<ul class="${styles.problemList}">`);
    expect(rules.get(styles.problemList)).toMatchObject({
      margin: 0,
      padding: 0,
      listStyle: "none",
      display: "flex",
      flexDirection: "column",
    });
    for (const other of [styles.history]) {
      expect(rules.get(other)).toMatchObject({ margin: 0, padding: 0, listStyle: "none" });
    }
  });

  it("start each problem's words at the list's edge, not centred under a bullet", () => {
    const html = renderToStaticMarkup(
      createElement(ProblemListView, { problems, onShow: () => {} }),
    );
    expect(html.match(new RegExp(`class="[^"]*\\b${styles.problemButton}\\b`, "gu"))).toHaveLength(
      problems.length,
    );
    // Under the list's class, so it outranks the button's own centring whatever the CSS order.
    const button = rules.get(styles.problemButton) as { selectors?: Record<string, StyleRule> };
    expect(button.selectors?.[`${styles.problemList} &`]).toMatchObject({
      justifyContent: "flex-start",
      textAlign: "start",
    });
  });

  it("say what they hold back: a page's publishing, or a variant's experiment starting", () => {
    const page = renderToStaticMarkup(
      createElement(ProblemListView, { problems, onShow: () => {} }),
    );
    expect(page).toContain("2 problems to fix before publishing");
    const variant = renderToStaticMarkup(
      createElement(ProblemListView, {
        problems: problems.slice(0, 1),
        onShow: () => {},
        before: "starting the experiment",
      }),
    );
    expect(variant).toContain("1 problem to fix before starting the experiment");
  });
});
