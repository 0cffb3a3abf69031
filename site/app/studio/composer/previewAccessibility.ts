// axe-core as a file of the site of its own, loaded into the preview's document only when the
// editor checks a page: the Studio's chunk never holds it, and no public page links it.
import axeScript from "axe-core/axe.min.js?url";
import type { AxeResults, RunOptions } from "axe-core";
import { useEffect, useRef, useState } from "react";
import {
  ACCESSIBILITY_TAGS,
  PREVIEW_CHECK_DELAY_MS,
  PUBLISH_BLOCKING_IMPACTS,
} from "../../config/accessibility";

/** The attribute Puck gives each block's element in the preview: the block's id. */
const BLOCK_ATTRIBUTE = "data-puck-component";

/** One thing axe found in a block of the preview. */
export interface PreviewFinding {
  /** The block's id in the editor's data. */
  block: string;
  /** axe's rule: `image-alt`. */
  rule: string;
  /** axe's sentence for the rule: "Images must have alternative text". */
  help: string;
  /** Whether it holds the page back from publishing (a serious or critical finding). */
  blocking: boolean;
}

interface AxeInFrame {
  run(context: unknown, options: RunOptions): Promise<AxeResults>;
}

/**
 * axe-core in the preview's own window, loaded there once: its checks then measure the blocks
 * as the preview draws them (its width, its styles, its fonts). The page's CSP lets it in as a
 * script of the site's own origin.
 */
async function axeOf(preview: Document): Promise<AxeInFrame> {
  const window = preview.defaultView as (Window & { axe?: AxeInFrame }) | null;
  if (!window) throw new Error("The preview has no window");
  if (window.axe) return window.axe;
  await new Promise<void>((resolve, reject) => {
    const script = preview.createElement("script");
    script.src = axeScript;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("axe-core did not load into the preview"));
    preview.head.append(script);
  });
  if (!window.axe) throw new Error("axe-core did not start in the preview");
  return window.axe;
}

/** axe's findings in the preview's blocks (the editor's own parts of the frame are left out). */
export async function checkPreview(preview: Document): Promise<PreviewFinding[]> {
  if (!preview.querySelector(`[${BLOCK_ATTRIBUTE}]`)) return [];
  const axe = await axeOf(preview);
  const results = await axe.run(
    { include: [[`[${BLOCK_ATTRIBUTE}]`]] },
    {
      runOnly: { type: "tag", values: [...ACCESSIBILITY_TAGS] },
      // The preview holds the blocks alone: the site's page around them gives the landmarks.
      rules: { region: { enabled: false } },
      resultTypes: ["violations"],
    },
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.flatMap((node) => {
      const selector = node.target[0];
      const element = typeof selector === "string" ? preview.querySelector(selector) : null;
      const block = element?.closest(`[${BLOCK_ATTRIBUTE}]`)?.getAttribute(BLOCK_ATTRIBUTE);
      if (!block) return [];
      return [
        {
          block,
          rule: violation.id,
          help: violation.help,
          blocking: PUBLISH_BLOCKING_IMPACTS.includes(node.impact ?? violation.impact ?? ""),
        },
      ];
    }),
  );
}

/** What the preview's check says now: nothing yet, its findings, or why it could not run. */
export type PreviewCheck =
  | { status: "checking" }
  | { status: "checked"; findings: PreviewFinding[] }
  | { status: "failed"; message: string };

/**
 * Checks the preview with axe each time the page has rested for PREVIEW_CHECK_DELAY_MS after a
 * change (`changes` is the editor's data), one check at a time: a change during a check is
 * checked once that one ends. "checking" holds publishing back until the latest page is checked.
 */
export function usePreviewCheck(preview: Document | undefined, changes: unknown): PreviewCheck {
  // The last check's answer, with what it checked: it says nothing of a later page.
  const [answer, setAnswer] = useState<{
    preview: Document;
    changes: unknown;
    check: PreviewCheck;
  }>();
  const running = useRef<Promise<void> | null>(null);
  useEffect(() => {
    if (!preview) return;
    let current = true;
    const timer = setTimeout(() => {
      const run = async () => {
        while (running.current) await running.current;
        if (!current) return;
        const checking = checkPreview(preview).then(
          (findings) => {
            if (current) setAnswer({ preview, changes, check: { status: "checked", findings } });
          },
          (error: unknown) => {
            if (current) {
              setAnswer({ preview, changes, check: { status: "failed", message: String(error) } });
            }
          },
        );
        running.current = checking.finally(() => {
          running.current = null;
        });
        await running.current;
      };
      void run();
    }, PREVIEW_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [preview, changes]);
  return answer && answer.preview === preview && answer.changes === changes
    ? answer.check
    : { status: "checking" };
}
