/*
 * What the log says of a failure. An error's message can hold whatever the failing step held:
 * a database error names the query and its parameters (a lead's data, a page's draft, an e-mail
 * address), its detail the row it refused, a JSON parser a piece of the body, a mail server the
 * address it refused. So the log keeps no message at all: only what kind of error each was, its
 * code (a PostgreSQL SQLSTATE such as 23514, a Node code such as ECONNREFUSED) and where in our
 * code the first was thrown.
 */

/** An error's kind as code names it: `DatabaseError`, `TypeError`. */
const KIND = /^[\w$]{1,60}$/u;
/** A code as databases, Node and mail servers give them: `23514`, `ECONNREFUSED`, `EENVELOPE`. */
const CODE = /^[A-Z0-9_]{1,40}$/u;

/** How many errors of a chain of causes, and how many frames of the first, the log keeps. */
const MOST_CAUSES = 5;
const MOST_FRAMES = 12;

function kindOf(error: Error): string {
  const kind = error.constructor.name;
  // A bundled library's classes may be minified to a letter or two: its name says more then.
  if (KIND.test(kind) && kind.length > 2 && kind !== "Object") return kind;
  return KIND.test(error.name) ? error.name : "Error";
}

function codeOf(error: Error): string | null {
  const { code } = error as { code?: unknown };
  if (typeof code === "number" && Number.isInteger(code)) return String(code);
  return typeof code === "string" && CODE.test(code) ? code : null;
}

/**
 * A failure as the log may tell it: each error of its chain of causes by kind and code
 * ("DrizzleQueryError, caused by DatabaseError 23514"), then the stack frames of the first,
 * with no message, so nothing a request or the database held is written.
 */
export function failureForLog(failure: unknown): string {
  if (!(failure instanceof Error)) return `a thrown ${typeof failure}`;
  const kinds: string[] = [];
  let at: unknown = failure;
  for (let depth = 0; at instanceof Error && depth < MOST_CAUSES; depth += 1) {
    const code = codeOf(at);
    kinds.push(code === null ? kindOf(at) : `${kindOf(at)} ${code}`);
    at = at.cause;
  }
  const frames = (failure.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /u.test(line))
    .slice(0, MOST_FRAMES);
  return [kinds.join(", caused by "), ...frames].join("\n");
}
