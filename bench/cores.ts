/**
 * Which core a process of a bench runs on. On two cores a load generator sharing them with the
 * server under test takes CPU from it, and more the faster the server answers, which squeezes
 * every ratio towards 1. The serving bench pins the servers to one core and the load to the
 * other (`taskset`, from util-linux), so each measures what it should.
 */
import { existsSync } from "node:fs";

export const TASKSET = "/usr/bin/taskset";
/** The core the server under test (the site's, nginx, a bare Node server) runs on. */
export const SERVER_CORE = 0;
/** The core the load generator runs on. */
export const LOAD_CORE = 1;

/** `command args…` as run on `core` alone (every thread of it), or as it is without a core. */
export function onCore(
  core: number | undefined,
  command: string,
  args: readonly string[],
): [string, string[]] {
  if (core === undefined) return [command, [...args]];
  if (!existsSync(TASKSET)) throw new Error("taskset is missing: apt-get install -y util-linux.");
  return [TASKSET, ["-c", String(core), command, ...args]];
}
