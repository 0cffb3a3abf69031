/**
 * Experiments for the benches, written straight into the server's PostgreSQL database as starting
 * one leaves it (after the server made its tables): a person, the experiment (50/50, planned), and
 * variant B, the page's content file with a hero title of its own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { assignArm, createId, VISITOR_COOKIE } from "@workcraft/domain/rules";
import pg from "pg";
import { benchExperimentPlan } from "./benchExperimentPlan";
import { repoRoot } from "./productionServer";

/** An experiment a bench runs: its id, its page and that page's content file, and B's title. */
export interface BenchExperiment {
  id: string;
  path: string;
  /** The page's content file, under `site/content/`. */
  file: string;
  /** Variant B's hero title: what tells B from the control in the HTML. */
  title: string;
}

/** The serving bench's: on `/`. */
export const HOME_EXPERIMENT: BenchExperiment = {
  id: "BenchHome1",
  path: "/",
  file: "index.json",
  title: "Business apps your team builds in an afternoon",
};

/** The Lighthouse bench's: on `/contact`, a page no other row measures. */
export const CONTACT_EXPERIMENT: BenchExperiment = {
  id: "BenchCont1",
  path: "/contact",
  file: "contact.json",
  title: "Tell us what your team works on",
};

const SPLIT = [1, 1];

/** Starts `experiment`; its variant B has a hero title of its own. */
export async function runBenchExperiment(
  databaseUrl: string,
  experiment: BenchExperiment,
): Promise<void> {
  const content = JSON.parse(
    readFileSync(join(repoRoot, "site/content", experiment.file), "utf8"),
  ) as { $schema?: string; blocks: Array<{ props: Record<string, unknown> }> };
  delete content.$schema;
  content.blocks[0]!.props.title = experiment.title;
  const plan = benchExperimentPlan();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into studio_people (id, email, name, role) values ('BenchPers2', 'bench-experiments@example.com', 'Bench', 'publisher') on conflict do nothing`,
    );
    await client.query(
      `insert into experiments (id, path, goal, split, plan, status, created_by, started_at)
       values ($1, $2, '{"kind":"lead"}', $3, $4, 'running', 'BenchPers2', now())`,
      [experiment.id, experiment.path, JSON.stringify(SPLIT), plan],
    );
    await client.query(
      `insert into experiment_variants (experiment_id, arm, content, updated_by) values ($1, 1, $2, 'BenchPers2')`,
      [experiment.id, content],
    );
    await client.query("commit");
  } finally {
    await client.end();
  }
  // Each server copy reads the running experiments once a second.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
}

/** The `Cookie` header of a returning visitor in variant B of `experiment`. */
export function variantVisitorCookie(experiment: BenchExperiment): string {
  for (;;) {
    const visitor = createId();
    if (assignArm(experiment.id, visitor, SPLIT) === 1) return `${VISITOR_COOKIE}=${visitor}`;
  }
}
