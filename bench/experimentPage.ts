/**
 * An experiment running on `/` for the benches, written straight into the server's PostgreSQL
 * database as starting one leaves it: a person, the experiment (50/50, planned), and variant B, the
 * home page with a title of its own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { assignArm, createId } from "@workcraft/domain/rules";
import pg from "pg";
import { repoRoot } from "./productionServer";

export const BENCH_PAGE_EXPERIMENT_ID = "BenchHome1";
const SPLIT = [1, 1];

/** Starts the bench's experiment on `/`; its variant B has a hero title of its own. */
export async function runHomeExperiment(databaseUrl: string): Promise<void> {
  const content = JSON.parse(readFileSync(join(repoRoot, "site/content/index.json"), "utf8")) as {
    $schema?: string;
    blocks: Array<{ props: Record<string, unknown> }>;
  };
  delete content.$schema;
  content.blocks[0]!.props.title = "Business apps your team builds in an afternoon";
  const plan = {
    baselineRate: 0.05,
    minimumLift: 0.2,
    split: SPLIT,
    comparisonAlpha: 0.05,
    power: 0.8,
    visitorsPerArm: [8158, 8158],
    totalVisitors: 16316,
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into studio_people (id, email, name, role) values ('BenchPers2', 'bench-experiments@example.com', 'Bench', 'publisher') on conflict do nothing`,
    );
    await client.query(
      `insert into experiments (id, path, goal, split, plan, status, created_by, started_at)
       values ($1, '/', '{"kind":"lead"}', $2, $3, 'running', 'BenchPers2', now())`,
      [BENCH_PAGE_EXPERIMENT_ID, JSON.stringify(SPLIT), plan],
    );
    await client.query(
      `insert into experiment_variants (experiment_id, arm, content, updated_by) values ($1, 1, $2, 'BenchPers2')`,
      [BENCH_PAGE_EXPERIMENT_ID, content],
    );
    await client.query("commit");
  } finally {
    await client.end();
  }
}

/** A visitor id in variant B of the bench's experiment. */
export function visitorInVariant(): string {
  for (;;) {
    const visitor = createId();
    if (assignArm(BENCH_PAGE_EXPERIMENT_ID, visitor, SPLIT) === 1) return visitor;
  }
}
