import type { StudioSchedule } from "@workcraft/domain/schemas";
import { readableDateTime } from "../studioWords";

/** A schedule still to run, as the composer lists it. */
export function scheduleInWords(schedule: StudioSchedule): string {
  const what =
    schedule.action === "publish"
      ? `Publishes${schedule.revision === null ? "" : ` revision ${schedule.revision}`}`
      : "Unpublishes";
  const by = schedule.scheduledBy.name ?? schedule.scheduledBy.email;
  return `${what} on ${readableDateTime(schedule.at)} (scheduled by ${by})`;
}

/**
 * The time a schedule's field gives (`2030-01-01T09:00`, as a `datetime-local` input writes it),
 * read as UTC like every time the Studio shows; undefined when it is no time.
 */
export function scheduleTimeOf(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/u.test(value)) return undefined;
  const time = new Date(`${value}:00Z`);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}
