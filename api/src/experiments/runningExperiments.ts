import { asc, eq } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { experimentVariants, experiments } from "../database/schema";

/** An experiment running on a page, as the site serves it: its arms' shares and variants. */
export interface RunningExperiment {
  id: string;
  /** The page it runs on. */
  path: string;
  /** The arms' shares, the control first. */
  split: number[];
  /** Each variant's page content (the format of `site/content/*.json`) by its arm, 1 for B. */
  variants: Map<number, Record<string, unknown>>;
}

/**
 * Every running experiment by its page (at most one runs on a page), with its variants' content:
 * what the site's server needs to show each visitor their arm.
 */
export async function runningExperiments(db: AppDatabase): Promise<Map<string, RunningExperiment>> {
  const rows = await db
    .select({
      id: experiments.id,
      path: experiments.path,
      split: experiments.split,
      arm: experimentVariants.arm,
      content: experimentVariants.content,
    })
    .from(experiments)
    .innerJoin(experimentVariants, eq(experimentVariants.experimentId, experiments.id))
    .where(eq(experiments.status, "running"))
    .orderBy(asc(experiments.path), asc(experimentVariants.arm));
  const byPath = new Map<string, RunningExperiment>();
  for (const { id, path, split, arm, content } of rows) {
    const running = byPath.get(path) ?? { id, path, split, variants: new Map() };
    running.variants.set(arm, content);
    byPath.set(path, running);
  }
  return byPath;
}
