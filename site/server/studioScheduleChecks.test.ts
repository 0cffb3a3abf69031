import type { StudioScheduleOutcome } from "@workcraft/api";
import { describe, expect, it } from "vitest";
import {
  checkStudioSchedules,
  STUDIO_SCHEDULE_CHECK_DEFAULT_MS,
  studioScheduleCheckFromEnvironment,
} from "./studioScheduleChecks";

describe("STUDIO_SCHEDULE_CHECK_MS", () => {
  it("is 15 s unless set, and whole milliseconds from 100 to an hour when set", () => {
    expect(STUDIO_SCHEDULE_CHECK_DEFAULT_MS).toBe(15_000);
    expect(studioScheduleCheckFromEnvironment({})).toBe(15_000);
    expect(studioScheduleCheckFromEnvironment({ STUDIO_SCHEDULE_CHECK_MS: " " })).toBe(15_000);
    expect(studioScheduleCheckFromEnvironment({ STUDIO_SCHEDULE_CHECK_MS: "250" })).toBe(250);
    expect(studioScheduleCheckFromEnvironment({ STUDIO_SCHEDULE_CHECK_MS: "100" })).toBe(100);
    expect(studioScheduleCheckFromEnvironment({ STUDIO_SCHEDULE_CHECK_MS: "3600000" })).toBe(
      3_600_000,
    );
  });

  it("stops the start for a value that cannot be right, naming the variable", () => {
    for (const value of ["99", "3600001", "0", "-5", "1.5", "15s", "1e3", "fast"]) {
      expect(() => studioScheduleCheckFromEnvironment({ STUDIO_SCHEDULE_CHECK_MS: value })).toThrow(
        `STUDIO_SCHEDULE_CHECK_MS must be a whole number of milliseconds from 100 to 3600000, not "${value}".`,
      );
    }
  });
});

const published: StudioScheduleOutcome = {
  scheduleId: 7,
  pageId: "AAAAAAAAAA",
  action: "publish",
  outcome: "done",
};
const refused: StudioScheduleOutcome = {
  scheduleId: 8,
  pageId: "AAAAAAAAAA",
  action: "unpublish",
  outcome: "refused",
  reason: "/use-case/fleet is not on the site: there is nothing to unpublish.",
};

/** A log that keeps its lines, by level. */
function keptLog() {
  const lines: string[] = [];
  const keep =
    (level: string) =>
    (...parts: unknown[]) =>
      lines.push(`${level} ${parts.map(String).join(" ")}`);
  return { lines, log: { log: keep("log"), warn: keep("warn"), error: keep("error") } };
}

describe("checking the Studio's schedules", () => {
  it("looks at once, logs what it carried out and what was refused, and looks again", async () => {
    const { lines, log } = keptLog();
    const answers = [[published, refused], [], []];
    let looks = 0;
    const stop = checkStudioSchedules({
      everyMs: 100,
      log,
      run: async () => answers[Math.min(looks++, answers.length - 1)]!,
    });
    try {
      // The first look comes before any wait.
      expect(looks).toBe(1);
      await expect.poll(() => lines).toHaveLength(2);
      expect(lines).toEqual([
        "log [studio] schedule 7: publish of page AAAAAAAAAA done",
        "warn [studio] schedule 8: unpublish of page AAAAAAAAAA refused: /use-case/fleet is not on the site: there is nothing to unpublish.",
      ]);
      await expect.poll(() => looks, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    } finally {
      stop();
    }
  });

  it("never starts a look while one is under way, and goes on after one fails", async () => {
    const { lines, log } = keptLog();
    let underWay = 0;
    let most = 0;
    let looks = 0;
    const stop = checkStudioSchedules({
      everyMs: 100,
      log,
      run: async () => {
        looks += 1;
        underWay += 1;
        most = Math.max(most, underWay);
        // Slower than the checks' interval, as a busy database may be.
        await new Promise((resolve) => setTimeout(resolve, 250));
        underWay -= 1;
        if (looks === 1) {
          // A database's error names its query's parameters (a page's draft, an address).
          throw Object.assign(new Error("Failed query: update …\nparams: ada@example.com"), {
            code: "ECONNREFUSED",
          });
        }
        return [];
      },
    });
    try {
      await expect.poll(() => looks, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
      expect(most).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^error \[studio\] scheduled publishing failed: Error ECONNREFUSED\n {4}at /u,
      );
      expect(lines[0]).not.toMatch(/ada@example\.com|params|Failed query/u);
    } finally {
      stop();
    }
  });

  it("looks no more once stopped", async () => {
    let looks = 0;
    const stop = checkStudioSchedules({
      everyMs: 100,
      log: keptLog().log,
      run: async () => {
        looks += 1;
        return [];
      },
    });
    await expect.poll(() => looks, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    stop();
    const seen = looks;
    // A later look would have come within 100 ms; a second's wait proves none is due.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(looks).toBe(seen);
  });
});
