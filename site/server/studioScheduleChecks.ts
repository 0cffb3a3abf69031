import { failureForLog, type StudioScheduleOutcome } from "@workcraft/api";
import { millisecondsSetting } from "./millisecondsSetting";

/** How often a server copy looks for Studio schedules that are due, unless told otherwise. */
export const STUDIO_SCHEDULE_CHECK_DEFAULT_MS = 15_000;

/** The bounds of `STUDIO_SCHEDULE_CHECK_MS`: no busier than ten checks a second, at least hourly. */
const FASTEST_MS = 100;
const SLOWEST_MS = 3_600_000;

/**
 * `STUDIO_SCHEDULE_CHECK_MS`: the milliseconds between a server copy's looks for due Studio
 * schedules, read once at start; 15 s when unset. A scheduled publish goes live up to this long
 * after its time. A value that is not a whole number from 100 to 3,600,000 stops the start.
 */
export function studioScheduleCheckFromEnvironment(
  environment: Record<string, string | undefined>,
): number {
  return millisecondsSetting(environment, "STUDIO_SCHEDULE_CHECK_MS", {
    fallback: STUDIO_SCHEDULE_CHECK_DEFAULT_MS,
    fastest: FASTEST_MS,
    slowest: SLOWEST_MS,
  });
}

/** The log line of a schedule this copy carried out (or refused). */
export function studioScheduleLogLine({
  scheduleId,
  pageId,
  action,
  outcome,
  reason,
}: StudioScheduleOutcome): string {
  const what = `[studio] schedule ${scheduleId}: ${action} of page ${pageId}`;
  return outcome === "done" ? `${what} done` : `${what} refused: ${reason ?? "no reason given"}`;
}

/**
 * Looks for due schedules now and then every `everyMs` after the last look ended, so looks of
 * one copy never overlap however slow the database is; each schedule this copy carries out is
 * logged (a refusal to `warn`), and a look that fails is logged and the next one comes as usual.
 * The timer does not keep the process alive. Answers a function that stops the looks.
 */
export function checkStudioSchedules({
  everyMs,
  run,
  log = console,
}: {
  everyMs: number;
  /** Carries out the schedules due now (`runDueStudioSchedules` on the server's database). */
  run: () => Promise<StudioScheduleOutcome[]>;
  log?: Pick<Console, "log" | "warn" | "error">;
}): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const look = async () => {
    try {
      for (const outcome of await run()) {
        (outcome.outcome === "done" ? log.log : log.warn)(studioScheduleLogLine(outcome));
      }
    } catch (error) {
      log.error(`[studio] scheduled publishing failed: ${failureForLog(error)}`);
    }
    if (!stopped) timer = setTimeout(() => void look(), everyMs).unref();
  };
  void look();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
