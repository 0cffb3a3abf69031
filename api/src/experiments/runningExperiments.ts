import { and, asc, desc, eq, gte, isNotNull, or } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { experimentVariants, experiments } from "../database/schema";
import { contentFingerprint } from "./contentFingerprint";

/** An experiment on a page as the site serves it: its arms' shares and variants. */
export interface RunningExperiment {
  id: string;
  /** The page it runs on. */
  path: string;
  /** The arms' shares, the control first. */
  split: number[];
  /** Each variant's page content (the format of `site/content/*.json`) by its arm, 1 for B. */
  variants: Map<number, Record<string, unknown>>;
  /**
   * Set when the experiment has ended with a variant published on a content file's page: the arm
   * every visitor is shown now, counted nowhere, until a deploy changes the page's file (see
   * `runningExperiments`). Absent while it runs.
   */
  kept?: number;
}

/**
 * What a content file's page is in the site's build now, by path (null for a page no file has):
 * a variant published over a file is shown while the file stays as it was when it was published.
 */
export type FileContentAt = (path: string) => Record<string, unknown> | null;

/**
 * What the site shows of experiments, by page: every running experiment (at most one runs on a
 * page) with its variants' content, and on a page where none runs, the variant the latest ending
 * published over a content file's page, while that file is as it was then (`fileContentAt`; a
 * deploy that changes the file, with the variant put in it or not, ends that).
 */
export async function runningExperiments(
  db: AppDatabase,
  fileContentAt: FileContentAt = () => null,
): Promise<Map<string, RunningExperiment>> {
  const rows = await db
    .select({
      id: experiments.id,
      path: experiments.path,
      split: experiments.split,
      status: experiments.status,
      endedWith: experiments.endedWith,
      keptOverFile: experiments.keptOverFile,
      arm: experimentVariants.arm,
      content: experimentVariants.content,
    })
    .from(experiments)
    .innerJoin(experimentVariants, eq(experimentVariants.experimentId, experiments.id))
    .where(
      or(
        eq(experiments.status, "running"),
        and(
          eq(experiments.status, "ended"),
          isNotNull(experiments.keptOverFile),
          gte(experiments.endedWith, 1),
          eq(experimentVariants.arm, experiments.endedWith),
        ),
      ),
    )
    .orderBy(asc(experiments.path), desc(experiments.endedAt), asc(experimentVariants.arm));
  const byPath = new Map<string, RunningExperiment>();
  const fingerprints = new Map<string, string | null>();
  /** The fingerprint of the file's page at `path` now, worked out once a reading. */
  const fileNow = (path: string) => {
    if (!fingerprints.has(path)) {
      const content = fileContentAt(path);
      fingerprints.set(path, content ? contentFingerprint(content) : null);
    }
    return fingerprints.get(path);
  };
  for (const row of rows) {
    const { id, path, split, arm, content } = row;
    const shown = byPath.get(path);
    if (row.status === "running") {
      // A running experiment is what the page shows, whatever an earlier one kept.
      const running =
        shown && shown.kept === undefined ? shown : { id, path, split, variants: new Map() };
      running.variants.set(arm, content);
      byPath.set(path, running);
    } else if (!shown && row.keptOverFile === fileNow(path)) {
      byPath.set(path, { id, path, split, variants: new Map([[arm, content]]), kept: arm });
    }
  }
  return byPath;
}
