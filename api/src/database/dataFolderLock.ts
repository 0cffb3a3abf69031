import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/** The file that marks a PGlite data folder as open, beside the database's own files. */
export const LOCK_FILE = "workcraft-server.lock";

/** Thrown when another process has the data folder open; its message says what to do. */
export class DataFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by another Workcraft server (process ${pid}). ` +
        "PGlite takes one process at a time: stop that server, set DATA_DIR to another folder, " +
        "or set DATABASE_URL to share a PostgreSQL server between copies.",
    );
    this.name = "DataFolderInUseError";
  }
}

/** Folders this process holds: a lock with this process's own id may be a dead one's. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the data folder for this process, or fails at once if a live process holds it (PGlite
 * is single-writer: two processes on one folder would corrupt it). A lock left by a process
 * that died is taken over, also when a restarted container gives the new process the dead
 * one's id. Returns the function that releases it.
 */
export function lockDataFolder(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(file, "wx");
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      const ownStaleLock = holder === process.pid && !heldHere.has(file);
      if (Number.isInteger(holder) && holder > 0 && !ownStaleLock && isRunning(holder)) {
        throw new DataFolderInUseError(dataDir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}
