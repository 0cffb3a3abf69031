import {
  createId,
  planExperiment,
  type ExperimentGoal,
  type ExperimentStatus,
} from "@workcraft/domain/rules";
import { afterAll, beforeAll } from "vitest";
import type { AppDatabase, DatabaseHandle } from "../database";
import { addStudioPerson } from "../studio/studioPeople";
import { experiments } from "../database/schema";

/** A browser's user agent: experiments count no request without one, nor a crawler's. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/**
 * An experiment written straight into the database for a test, made by `createdBy`: running
 * unless told, 50/50 unless told, with a lead as its goal unless told, on a page of its own unless
 * a path is given, and planned for a 10 % page and a 50 % lift. Answers its id.
 */
export async function insertExperiment(
  db: AppDatabase,
  createdBy: string,
  options: {
    path?: string;
    goal?: ExperimentGoal;
    status?: ExperimentStatus;
    split?: number[];
  } = {},
): Promise<string> {
  const split = options.split ?? [1, 1];
  const planned = planExperiment({ baselineRate: 0.1, minimumLift: 0.5, split });
  if (!planned.ok) throw new Error(planned.problem);
  const id = createId();
  await db.insert(experiments).values({
    id,
    path: options.path ?? `/use-case/${id.toLowerCase()}`,
    goal: options.goal ?? { kind: "lead" },
    split,
    plan: planned.plan,
    status: options.status ?? "running",
    createdBy,
  });
  return id;
}

/**
 * For a test file's `describe`: a database opened by `open` before its tests (closed after them)
 * with a publisher, `email`, to make experiments. Read `db` and `personId` inside the tests.
 */
export function useDatabaseWithPublisher(open: () => Promise<DatabaseHandle>, email: string) {
  const state = { handle: undefined as DatabaseHandle | undefined, personId: "" };
  beforeAll(async () => {
    state.handle = await open();
    const person = await addStudioPerson(
      state.handle.db,
      { email, name: null, role: "publisher" },
      null,
    );
    state.personId = person.id;
  });
  afterAll(async () => state.handle?.close());
  return {
    get db(): AppDatabase {
      return state.handle!.db;
    },
    get personId(): string {
      return state.personId;
    },
  };
}
