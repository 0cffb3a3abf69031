import { readyBodyOf, type ReadyBody } from "@workcraft/api";
import { getMimeType } from "hono/utils/mime";
import { existsSync, readdirSync, readFileSync, statSync, type Stats } from "node:fs";
import { join, sep } from "node:path";
import type { ReadyAnswer } from "./readyAnswers";

/** One file of the client build, read into memory with its precompressed copies. */
export interface BuiltFile {
  /** The file's path on disk (the uncompressed one). */
  file: string;
  /** Which version of the file was read: its device, inode, size and time. */
  version: string;
  body: ReadyBody;
  contentType: string;
  /** Its modification time, to the second, as `Last-Modified` says it. */
  modifiedMs: number;
}

/** The copies the build writes beside a file (`npm run build` precompresses text files). */
const COPY_SUFFIX = /\.(br|gz|zst)$/u;

/**
 * Larger files stay on disk and are streamed by the static file server: the build has none
 * (its largest are app pictures of tens of KB), but a deployment may add a video or a PDF.
 */
export const LARGEST_HELD_FILE = 4 * 1024 * 1024;

const versionOf = ({ dev, ino, size, mtimeMs }: Stats) => `${dev}:${ino}:${size}:${mtimeMs}`;

/** Reads one file of the build with its copies; undefined when it is not a file, or too large. */
export function readBuiltFile(file: string): BuiltFile | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile() || stats.size > LARGEST_HELD_FILE) return undefined;
  const copy = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
  const br = copy(".br");
  const gzip = copy(".gz");
  return {
    file,
    version: versionOf(stats),
    body: readyBodyOf({
      identity: readFileSync(file),
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
    }),
    contentType: getMimeType(file) ?? "application/octet-stream",
    modifiedMs: Math.floor(stats.mtimeMs / 1000) * 1000,
  };
}

/**
 * Every file of the client build by the address it is served at, read once at start: the
 * hashed assets, the app pictures, the public files and the prerendered pages, each with its
 * Brotli and gzip copies. A page is held at its own address (`/pricing` for
 * `pricing/index.html`, `/` for `index.html`) as well as at its file's.
 */
export function readBuiltFiles(clientDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const name of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (COPY_SUFFIX.test(name)) continue;
    const built = readBuiltFile(join(clientDir, name));
    if (!built) continue;
    const address = `/${name.split(sep).join("/")}`;
    files.set(address, built);
    if (address === "/index.html") files.set("/", built);
    else if (address.endsWith("/index.html")) {
      files.set(address.slice(0, -"/index.html".length), built);
    }
  }
  return files;
}

/**
 * How long a file held in memory is served without looking at it on disk again, as nginx's
 * `open_file_cache_valid`: a `stat` per request took 8 % of the server's time under load
 * (bench/serving.ts), so a swapped release shows within this time rather than at once.
 */
export const FILE_CHECK_INTERVAL_MS = 1_000;

/**
 * The build's files as ready answers, held in memory: why, the whole build is about 50 MB with
 * its copies, and answering from memory is what lets one Node process serve pages at a good
 * part of nginx's rate (bench/serving.ts).
 *
 * A file is looked at on disk (one `stat`) at most once per `FILE_CHECK_INTERVAL_MS`: a deploy
 * that swaps the files under a running server (a new file, or `build/client` a link pointed at
 * another release) shows within that time, as that file is read again; a file gone is left to
 * the static file server (a 404).
 */
export class BuiltFileAnswers {
  /** Each address's file as last read, and its answer (none while the file is gone). */
  readonly #held = new Map<
    string,
    { built: BuiltFile; answer: ReadyAnswer | undefined; checkedAt: number }
  >();

  constructor(
    clientDir: string,
    /** The headers an address's answer carries: its type, cache rule, Last-Modified, CSP. */
    private readonly headersOf: (address: string, built: BuiltFile) => Record<string, string>,
    /** The clock in milliseconds (a test's own, to step past the interval). */
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    for (const [address, built] of readBuiltFiles(clientDir)) this.#hold(address, built);
  }

  /**
   * The answer for `address` if the build has a file there, as it was on disk at most
   * `FILE_CHECK_INTERVAL_MS` ago.
   */
  get(address: string): ReadyAnswer | undefined {
    const held = this.#held.get(address);
    if (!held) return undefined;
    const now = this.now();
    if (now - held.checkedAt < FILE_CHECK_INTERVAL_MS) return held.answer;
    held.checkedAt = now;
    const stats = statSync(held.built.file, { throwIfNoEntry: false });
    if (!stats) return (held.answer = undefined);
    if (held.answer && versionOf(stats) === held.built.version) return held.answer;
    const built = readBuiltFile(held.built.file);
    if (!built) return (held.answer = undefined);
    return this.#hold(address, built);
  }

  #hold(address: string, built: BuiltFile): ReadyAnswer {
    const answer: ReadyAnswer = {
      body: built.body,
      headers: this.headersOf(address, built),
      modifiedMs: built.modifiedMs,
    };
    this.#held.set(address, { built, answer, checkedAt: this.now() });
    return answer;
  }
}
