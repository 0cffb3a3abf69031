import { createUsePuck } from "@puckeditor/core";
import { Button, Stack, Text } from "@workcraft/design-system";
import type { ComposerProblem } from "./composerProblems";
import * as styles from "./composer.css";

const usePuck = createUsePuck();

/** A field of the page or of a block, as a problem or an untranslated field names it. */
export interface ShownField {
  /** Its path: `meta.title`, or `blocks.1.title` for a block's. */
  field: string;
  /** The block's place (0 first), or undefined for the page's own fields. */
  block?: number;
}

/** The name Puck gives a field's input: its path inside the block or the page (`meta.title`). */
function inputNameOf(shown: ShownField): string {
  const parts = shown.field.split(".");
  return (shown.block === undefined ? parts : parts.slice(2)).join(".");
}

/**
 * Opens a field's block (or the page's fields) in the editor and puts the focus on the field
 * when the editor shows it: what a problem's or an untranslated field's button does.
 */
export function useShowField(): (shown: ShownField) => void {
  const dispatch = usePuck((state) => state.dispatch);
  return (shown) => {
    dispatch({
      type: "setUi",
      ui: {
        itemSelector:
          shown.block === undefined ? null : { index: shown.block, zone: "root:default-zone" },
      },
    });
    const name = inputNameOf(shown);
    requestAnimationFrame(() => {
      // Puck draws its fields twice (a side panel, and a drawer for narrow windows): the shown one.
      const inputs = document.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`);
      [...inputs].find((input) => input.checkVisibility())?.focus();
    });
  };
}

/**
 * Every problem that keeps the page from being published (and advice that does not), each a
 * button that opens its block's fields (or the page's) and puts the focus on the field when the
 * editor shows it.
 */
export function ProblemList({
  problems,
  before = "publishing",
}: {
  problems: readonly ComposerProblem[];
  /** What the problems hold back, after "before": "publishing", "starting the experiment". */
  before?: string;
}) {
  const show = useShowField();
  if (problems.length === 0) return null;

  return <ProblemListView problems={problems} onShow={show} before={before} />;
}

/** The list itself, each problem a button that `onShow` takes to its field. */
export function ProblemListView({
  problems,
  onShow,
  before = "publishing",
}: {
  problems: readonly ComposerProblem[];
  onShow: (problem: ComposerProblem) => void;
  /** What the problems hold back, after "before". */
  before?: string;
}) {
  const holding = problems.filter((problem) => !problem.advisory).length;
  return (
    <section className={styles.problems} aria-labelledby="studio-problems">
      <Stack gap="small">
        <Text id="studio-problems" weight="bold">
          {holding === 0
            ? `Advice before ${before}`
            : holding === 1
              ? `1 problem to fix before ${before}`
              : `${holding} problems to fix before ${before}`}
        </Text>
        <ul className={styles.problemList}>
          {problems.map((problem) => (
            <li key={`${problem.field}:${problem.message}`}>
              <Button
                type="button"
                variant="link"
                className={styles.problemButton}
                onClick={() => onShow(problem)}
              >
                {problem.advisory ? "Advice: " : ""}
                {problem.block === undefined
                  ? `Page, ${problem.field}`
                  : `Block ${problem.block + 1}, ${problem.field.split(".").slice(2).join(".") || "the block"}`}
                : {problem.message}
              </Button>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
