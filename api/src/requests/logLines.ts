import SonicBoom from "sonic-boom";

/**
 * How many bytes of log lines may wait for a reader that is not reading before new lines are
 * dropped (and counted): a stalled log collector then costs memory up to this, never a response.
 */
export const LOG_BACKLOG_BYTES = 8 * 1024 * 1024;

/**
 * Writes log lines to standard output without ever making a response wait for them. Node
 * writes to a pipe synchronously on Linux, so a log reader that falls behind would stall every
 * request; here lines are handed to the file descriptor asynchronously (sonic-boom, pino's
 * writer), gathered while a write is under way, and dropped past `LOG_BACKLOG_BYTES`. Dropped
 * lines are counted, and the count is written as a line of its own once the reader catches up.
 */
export function logLineWriter(fd = 1, backlogBytes = LOG_BACKLOG_BYTES): (line: string) => void {
  const out = new SonicBoom({ fd, sync: false, maxLength: backlogBytes });
  let dropped = 0;
  out.on("drop", () => {
    dropped += 1;
  });
  // A closed standard output (the reader went away) is not the request's problem.
  out.on("error", () => {});
  return (line) => {
    try {
      if (dropped > 0) {
        const count = dropped;
        dropped = 0;
        out.write(`${JSON.stringify({ droppedLogLines: count })}\n`);
        // Still no room: the count waits for the next line.
        if (dropped > 0) dropped = count;
      }
      out.write(`${line}\n`);
    } catch {
      // Standard output was closed: the line has nowhere to go, and the answer is not held up.
    }
  };
}

let standardOutput: ((line: string) => void) | undefined;

/** The one writer of the process's standard output (made on first use). */
export function writeLogLine(line: string): void {
  standardOutput ??= logLineWriter();
  standardOutput(line);
}
