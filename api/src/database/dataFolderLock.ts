import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  fstatSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
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

/** Who takes a lock: this process, or in tests a server of another process id. */
export interface LockTaker {
  pid: number;
  /** Lock files this taker holds: a lock with its own id it does not hold is a dead one's. */
  held: Set<string>;
  isRunning(pid: number): boolean;
}

/** The moments of a takeover of `file` itself where, in tests, another server may act. */
export type TakeoverStep = "found-stale-lock" | "claimed-stale-lock";

/** Takeovers of takeovers (each needs a server to die mid-takeover) before giving up. */
const MAX_TAKEOVER_DEPTH = 4;
const MAX_ATTEMPTS = 8;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const thisProcess: LockTaker = { pid: process.pid, held: new Set(), isRunning };

/** A lock file as found: its text (the holder's process id) and what tells it from any other. */
interface FoundLock {
  text: string;
  /**
   * The file's inode, write time and text, read through one descriptor: a lock made later by a
   * server of the same process id (a restarted container) is another lock.
   */
  identity: string;
}

/** The lock file as it is now, or null when there is none. */
function readLock(file: string): FoundLock | null {
  let descriptor: number;
  try {
    descriptor = openSync(file, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const { ino, mtimeNs } = fstatSync(descriptor, { bigint: true });
    const text = readFileSync(descriptor, "utf8");
    return { text, identity: `${ino}:${mtimeNs}:${text}` };
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The file whose creation gives one server the right to remove the stale lock it found: named
 * after that lock, so every server that found the same stale lock competes for the same one.
 */
function takeoverClaimOf(file: string, lock: FoundLock): string {
  const name = createHash("sha256").update(lock.identity).digest("hex").slice(0, 16);
  return `${file}.takeover-${name}`;
}

/**
 * Creates `file` holding `text` if no file has its name: written beside it first and linked
 * into place, so nobody ever reads a lock half written. False when the name is taken.
 */
function createLock(file: string, text: string): boolean {
  const draft = `${file}.${randomBytes(6).toString("hex")}.draft`;
  writeFileSync(draft, text, { flag: "wx" });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Takes the lock `file` for `taker`: creates it, or takes it over from a process that died,
 * or throws `inUse(pid)` naming the live process that holds it (or is taking it over).
 *
 * Nobody removes a lock they did not create without first holding its takeover claim, a lock
 * of its own (taken by this same function, so a server that dies mid-takeover is taken over
 * too). Of the servers that find one stale lock, exactly one creates its claim; it removes the
 * lock only if the lock is still the one found stale, then lets the claim go. Everyone then
 * competes to create the lock afresh, which the file system grants to one.
 */
export function takeLockFile(
  file: string,
  taker: LockTaker,
  inUse: (pid: number) => Error,
  pauseAt: (step: TakeoverStep) => void = () => {},
  depth = 0,
): () => void {
  if (depth > MAX_TAKEOVER_DEPTH) throw new Error(`Could not take the lock ${file}.`);
  const text = String(taker.pid);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (createLock(file, text)) {
      taker.held.add(file);
      return () => {
        taker.held.delete(file);
        if (readLock(file)?.text === text) rmSync(file, { force: true });
      };
    }
    const found = readLock(file);
    if (found === null) continue;
    const holder = Number(found.text.trim());
    const ownStaleLock = holder === taker.pid && !taker.held.has(file);
    if (Number.isInteger(holder) && holder > 0 && !ownStaleLock && taker.isRunning(holder)) {
      throw inUse(holder);
    }
    pauseAt("found-stale-lock");
    const releaseClaim = takeLockFile(
      takeoverClaimOf(file, found),
      taker,
      inUse,
      undefined,
      depth + 1,
    );
    try {
      pauseAt("claimed-stale-lock");
      // Only the claim's holder removes this stale lock; another lock is left alone.
      if (readLock(file)?.identity === found.identity) rmSync(file, { force: true });
    } finally {
      releaseClaim();
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

/**
 * Takes the data folder for this process, or fails at once if a live process holds it (PGlite
 * is single-writer: two processes on one folder would corrupt it). A lock left by a process
 * that died is taken over, also when a restarted container gives the new process the dead
 * one's id; of several servers starting together on it, exactly one gets it. Returns the
 * function that releases it.
 */
export function lockDataFolder(dataDir: string): () => void {
  return takeLockFile(
    join(dataDir, LOCK_FILE),
    thisProcess,
    (pid) => new DataFolderInUseError(dataDir, pid),
  );
}
