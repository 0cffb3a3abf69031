import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logLineWriter } from "./logLines";

describe("logLineWriter", () => {
  let folder: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "log-lines-"));
    file = join(folder, "log");
    fd = openSync(file, "a");
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(folder, { recursive: true, force: true });
  });
  const written = () => readFileSync(file, "utf8");

  it("writes the lines of a turn together after it, each on its own line, in order", async () => {
    const write = logLineWriter(fd);
    write('{"n":1}');
    write('{"n":2}');
    // Nothing is written while the turn that logs still runs: no answer waits for its line.
    expect(written()).toBe("");
    await new Promise((resolve) => setImmediate(resolve));
    write('{"n":3}');
    await vi.waitFor(() => expect(written()).toBe('{"n":1}\n{"n":2}\n{"n":3}\n'));
  });

  it("drops the lines past its backlog and writes how many once there is room", async () => {
    const write = logLineWriter(fd, 100);
    // A turn's 5 lines of 40 bytes are more than the backlog holds: dropped, and counted.
    for (let line = 0; line < 5; line += 1) write("x".repeat(39));
    await new Promise((resolve) => setImmediate(resolve));
    write("after");
    await vi.waitFor(() => expect(written()).toBe('{"droppedLogLines":5}\nafter\n'));
  });
});
