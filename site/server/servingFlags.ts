/**
 * The flags Node is started with to serve the site (`npm run serve`, the benches, the end-to-end
 * tests, and docs/deploy.md for a deployment). V8 cannot take them once the process runs: its
 * heap is set up by then.
 *
 * `--no-memory-reducer`: V8's memory reducer shrinks the heap once a process looks idle, and a
 * server with pauses between busy spells (every real one) then served a third fewer pages a second
 * for the rest of its life: 28,700 → 19,300 prerendered pages a second over three minutes of five
 * seconds' load each half minute, against 26,200 → 24,000 with the flag, same machine, same
 * rounds (bench/serving.ts measures what a deployment gets). What it costs: the heap (about 40 MB
 * here) is not handed back to the system between spells.
 */
export const SERVING_NODE_FLAGS = ["--no-memory-reducer"] as const;

/** What the server says at start when it runs without them, or undefined. */
export function servingFlagsWarning(execArgv: readonly string[]): string | undefined {
  const missing = SERVING_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
  if (missing.length === 0) return undefined;
  return (
    `WARNING: Node was started without ${missing.join(" ")}: after the first quiet minute the ` +
    `server sends about a third fewer pages a second. Start it as \`npm run serve\` does: ` +
    `node ${SERVING_NODE_FLAGS.join(" ")} site/build/app-server/main.js (docs/deploy.md).`
  );
}
