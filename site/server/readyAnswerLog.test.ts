import { describe, expect, it } from "vitest";
import { readyAnswerLog, readyAnswerLoggingFromEnvironment } from "./readyAnswerLog";

const answer = (status: number, path = "/pricing") => ({
  requestId: "abcdefghij",
  method: "GET",
  path,
  status,
  ms: 0.2,
});

describe("the log of answers sent from memory", () => {
  it("counts 200 and 304 answers into one line a period, and writes no empty line", async () => {
    const lines: string[] = [];
    const log = readyAnswerLog("tally", (line) => lines.push(line), 50);
    if (log.each) throw new Error("A tally counts.");
    for (let sent = 0; sent < 5; sent += 1) log.count(200);
    log.count(304);
    expect(lines).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(JSON.parse(lines[0]!)).toEqual({ readyAnswers: { 200: 5, 304: 1 }, seconds: 0 });
    // Nothing counted since: no empty line.
    expect(lines).toHaveLength(1);
    log.count(200);
    log.flush();
    expect(JSON.parse(lines[1]!)).toEqual({ readyAnswers: { 200: 1 }, seconds: 0 });
  });

  it("logs each answer with REQUEST_LOG=every", () => {
    const lines: string[] = [];
    const log = readyAnswerLog("every", (line) => lines.push(line), 50);
    if (!log.each) throw new Error("Every answer gets a line.");
    log.tell(answer(200));
    log.tell(answer(304));
    expect(lines.map((line) => JSON.parse(line))).toEqual([answer(200), answer(304)]);
  });

  it("reads REQUEST_LOG: tally unless told every, and refuses anything else", () => {
    expect(readyAnswerLoggingFromEnvironment({})).toBe("tally");
    expect(readyAnswerLoggingFromEnvironment({ REQUEST_LOG: " Every " })).toBe("every");
    expect(readyAnswerLoggingFromEnvironment({ REQUEST_LOG: "tally" })).toBe("tally");
    expect(() => readyAnswerLoggingFromEnvironment({ REQUEST_LOG: "some" })).toThrow(
      'REQUEST_LOG must be tally or every, not "some".',
    );
  });
});
