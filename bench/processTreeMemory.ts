/**
 * Peak memory of a process and everything it starts, read from Linux's /proc. A build is npm,
 * then a shell, then node processes one after another (images, React Router, the server
 * bundle): GNU time's "maximum resident set size" is that of the largest one alone, while what
 * the machine must hold is the sum of those alive at the same moment.
 */
import { readdirSync, readFileSync } from "node:fs";

const PAGE_BYTES = 4096;

/** Each live process's parent, from /proc/<pid>/stat (the field after the closing parenthesis). */
function parents(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/u.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      byPid.set(Number(name), Number(fields[1]));
    } catch {
      // It ended between the listing and the read.
    }
  }
  return byPid;
}

/** Bytes resident now in `root` and its descendants. */
function treeResidentBytes(root: number): number {
  const byPid = parents();
  const inTree = new Set([root]);
  // Parents may have larger pids than their children after pid wrap-around: repeat until stable.
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, parent] of byPid) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grown = true;
      }
    }
  }
  let bytes = 0;
  for (const pid of inTree) {
    try {
      const resident = readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1];
      bytes += Number(resident) * PAGE_BYTES;
    } catch {
      // Ended meanwhile.
    }
  }
  return bytes;
}

/** Samples the tree's memory every `intervalMs` until stopped; gives the highest sum seen. */
export function watchPeakMemory(root: number, intervalMs = 100): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeResidentBytes(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
