/**
 * Where a request's time goes on PostgreSQL: CPU of the Node server process, CPU of the
 * PostgreSQL processes, and the transactions the bench's database committed, over one series.
 * Linux only (it reads `/proc`); the PostgreSQL server must run on this machine.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type pg from "pg";

/** Clock ticks per second, the unit of `utime` and `stime` in `/proc/<pid>/stat` (normally 100). */
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** CPU milliseconds a process has used, user and system; 0 once it has gone. */
function cpuMilliseconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields follow its last `)`.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The ids of every process whose command name is `postgres`: the server and its children. */
function postgresProcesses(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/u.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** CPU of each process named, by id: read at once, so that one that exits later still counts. */
function cpuOf(pids: Iterable<number>): Map<number, number> {
  return new Map([...pids].map((pid) => [pid, cpuMilliseconds(pid)]));
}

/** What one series cost, per request. */
export interface TimeBreakdown {
  /** CPU milliseconds of the Node server process. */
  serverCpu: number;
  /** CPU milliseconds of the sessions of the bench's database. */
  sessionsCpu: number;
  /** CPU milliseconds of PostgreSQL's other processes: the WAL writer, checkpointer, server. */
  postgresCpu: number;
  /** Transactions the bench's database committed. */
  transactions: number;
}

/*
 * Other developers' sessions on the same PostgreSQL server are left out: their CPU is not the
 * bench's. PostgreSQL's shared processes (the WAL writer writing every commit's record, the
 * checkpointer, the server forking sessions) are counted, though other work may use them too.
 */
async function othersSessions(admin: pg.Client, database: string): Promise<Set<number>> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where backend_type = 'client backend' and datname is distinct from $1`,
    [database],
  );
  return new Set(rows.map((row) => row.pid));
}

async function sessionsOf(admin: pg.Client, database: string): Promise<Set<number>> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where backend_type = 'client backend' and datname = $1`,
    [database],
  );
  return new Set(rows.map((row) => row.pid));
}

async function committed(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ commits: string }>(
    `select xact_commit as commits from pg_stat_database where datname = $1`,
    [database],
  );
  return Number(rows[0]?.commits ?? 0);
}

/*
 * A session sends its counts to pg_stat_database when it has been idle 10 s, or when it ends
 * (the API's pool also closes sessions idle for 10 s), not at each commit. So the counts are
 * read after the server has been idle a little longer than that, before and after the series.
 */
export const STATISTICS_SETTLE_MS = 11_000;

/** Waits for the statistics to settle: before a series, and again after it. */
export const settleStatistics = () =>
  new Promise((resolve) => setTimeout(resolve, STATISTICS_SETTLE_MS));

/**
 * Starts measuring: call after the server has been idle for {@link STATISTICS_SETTLE_MS}. The
 * function answered ends the measurement (call it at once after the series): the CPU is read
 * then, the transactions once the statistics have settled, and all is divided by `requests`.
 */
export async function startTimeBreakdown(
  admin: pg.Client,
  database: string,
  serverPid: number,
): Promise<(requests: number) => Promise<TimeBreakdown>> {
  const sessionsBefore = await sessionsOf(admin, database);
  const othersBefore = await othersSessions(admin, database);
  const postgresBefore = cpuOf(postgresProcesses());
  const serverBefore = cpuMilliseconds(serverPid);
  const commitsBefore = await committed(admin, database);

  return async (requests) => {
    const serverAfter = cpuMilliseconds(serverPid);
    const postgresAfter = cpuOf(postgresProcesses());
    const sessions = new Set([...sessionsBefore, ...(await sessionsOf(admin, database))]);
    const others = new Set([...othersBefore, ...(await othersSessions(admin, database))]);
    let sessionsCpu = 0;
    let postgresCpu = 0;
    // A session that started during the series used all of its CPU in it.
    for (const [pid, after] of postgresAfter) {
      if (others.has(pid)) continue;
      const used = after - (postgresBefore.get(pid) ?? 0);
      if (sessions.has(pid)) sessionsCpu += used;
      else postgresCpu += used;
    }
    await settleStatistics();
    const transactions = (await committed(admin, database)) - commitsBefore;
    return {
      serverCpu: (serverAfter - serverBefore) / requests,
      sessionsCpu: sessionsCpu / requests,
      postgresCpu: postgresCpu / requests,
      transactions: transactions / requests,
    };
  };
}
