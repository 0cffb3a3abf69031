/*
 * A copy of the server at start-up, in a process of its own (forked by the concurrent start-up
 * test with `--import tsx`): each message names a database, which it opens (migrating it, as
 * a server does) and closes, then answers whether that worked. Loaded once and kept waiting,
 * so several copies get the same message at the same moment and migrate truly at once.
 */
import { openDatabase } from "../database";

export interface StartRequest {
  url: string;
}
export type StartAnswer =
  { kind: "ready" } | { kind: "started" } | { kind: "failed"; error: string };

/** A failed query's statement, shortened to its first words, and PostgreSQL's reason. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const what = error.message.replace(/\s+/g, " ").slice(0, 60);
  return error.cause instanceof Error ? `${what}… (${error.cause.message})` : what;
}

function answer(message: StartAnswer) {
  process.send?.(message);
}

process.on("message", (request: StartRequest) => {
  openDatabase({ url: request.url })
    .then((handle) => handle.close())
    .then(() => answer({ kind: "started" }))
    .catch((error: unknown) => answer({ kind: "failed", error: describeFailure(error) }));
});
// The test ended (or died): nothing is left to start.
process.on("disconnect", () => process.exit(0));
answer({ kind: "ready" });
