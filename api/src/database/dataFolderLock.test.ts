import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DataFolderInUseError,
  LOCK_FILE,
  takeLockFile,
  type LockTaker,
  type TakeoverStep,
} from "./dataFolderLock";

/** The process id of a server killed with SIGKILL: no live process has it. */
const DEAD_PID = 2_147_483_646;

describe("taking over the lock of a server that died", () => {
  let dataDir = "";
  let file = "";
  const alive = new Set<number>();
  /** A server starting in its own process, as far as the lock can tell. */
  const server = (pid: number): LockTaker => {
    alive.add(pid);
    return { pid, held: new Set(), isRunning: (candidate) => alive.has(candidate) };
  };
  const inUse = (pid: number) => new DataFolderInUseError(dataDir, pid);

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "workcraft-lock-takeover-"));
    file = join(dataDir, LOCK_FILE);
    alive.clear();
    writeFileSync(file, String(DEAD_PID));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The lock's holder as written in the file. */
  const holderInFile = () => Number(readFileSync(file, "utf8"));

  /**
   * Two servers take over the stale lock together: the second runs its whole takeover while
   * the first stands at `step`. Answers what each got: a release function or an error.
   */
  function takeTogether(step: TakeoverStep) {
    const first = server(1001);
    const second = server(1002);
    let secondGot: (() => void) | Error | undefined;
    let firstGot: (() => void) | Error;
    try {
      firstGot = takeLockFile(file, first, inUse, (reached) => {
        if (reached !== step || secondGot) return;
        try {
          secondGot = takeLockFile(file, second, inUse);
        } catch (error) {
          secondGot = error as Error;
        }
      });
    } catch (error) {
      firstGot = error as Error;
    }
    expect(secondGot, `the second server never ran at ${step}`).toBeDefined();
    return { firstGot, secondGot: secondGot! };
  }

  it("gives it to the second server alone when it finishes while the first only found it stale", () => {
    const { firstGot, secondGot } = takeTogether("found-stale-lock");
    expect(secondGot).toBeTypeOf("function");
    // The first does not remove the lock the second has just made: it is refused, naming it.
    expect(firstGot).toBeInstanceOf(DataFolderInUseError);
    expect((firstGot as Error).message).toContain(`(process 1002)`);
    expect(holderInFile()).toBe(1002);
    (secondGot as () => void)();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("gives it to the first server alone when the second comes while the first removes it", () => {
    const { firstGot, secondGot } = takeTogether("claimed-stale-lock");
    expect(firstGot).toBeTypeOf("function");
    expect(secondGot).toBeInstanceOf(DataFolderInUseError);
    expect((secondGot as Error).message).toContain(`(process 1001)`);
    expect(holderInFile()).toBe(1001);
    (firstGot as () => void)();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("is not taken from a restarted server that got the dead one's process id", () => {
    // The dead server's lock dates from before the restart.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(file, anHourAgo, anHourAgo);
    const found = server(1006);
    let restartedRelease: (() => void) | undefined;
    // While one server found the lock stale, the dead one's id starts again and takes it over:
    // the new lock has the same text as the stale one.
    expect(() =>
      takeLockFile(file, found, inUse, (step) => {
        if (step === "found-stale-lock" && !restartedRelease) {
          restartedRelease = takeLockFile(file, server(DEAD_PID), inUse);
        }
      }),
    ).toThrow(`(process ${DEAD_PID})`);
    expect(restartedRelease).toBeTypeOf("function");
    expect(holderInFile()).toBe(DEAD_PID);
    restartedRelease!();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("is taken over even from a server that died in the middle of a takeover", () => {
    let claim = "";
    expect(() =>
      takeLockFile(file, server(1005), inUse, (step) => {
        if (step !== "claimed-stale-lock") return;
        claim = readdirSync(dataDir).find((name) => name.includes(".takeover-")) ?? "";
        throw new Error("killed");
      }),
    ).toThrow("killed");
    // Killed with SIGKILL, it left its claim on the stale lock behind, and the stale lock.
    expect(claim).not.toBe("");
    writeFileSync(join(dataDir, claim), "1005");
    alive.delete(1005);

    const release = takeLockFile(file, server(1003), inUse);
    expect(holderInFile()).toBe(1003);
    expect(() => takeLockFile(file, server(1004), inUse)).toThrow(
      `is in use by another Workcraft server (process 1003)`,
    );
    release();
    // The dead server's claim went with the takeover: nothing is left behind.
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
