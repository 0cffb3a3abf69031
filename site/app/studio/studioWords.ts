import type { InboxLead, StudioAuditEntry } from "@workcraft/domain/schemas";
import { launchMailCount } from "./screens/roadmapWords";

/*
 * What the Studio's lists hold, in words a person reads: times, audit entries, a lead's fields.
 */

/** The same on the server and in every browser: the Studio's times are in UTC, and say so. */
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** An ISO 8601 time as people read it: "1 Mar 2026, 09:04 UTC". */
export function readableDateTime(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} UTC`;
}

/** A value of a record (an audit entry's detail, a lead's field) as text; null when absent. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Who did what in the audit log: the person's name and address, or the command line. */
export function auditPersonText(person: StudioAuditEntry["person"]): string {
  if (!person) return "The command line";
  return person.name ? `${person.name} (${person.email})` : person.email;
}

/** A change of `person.change`'s detail: `{ from, to }`. */
function changeOf(value: unknown): { from: unknown; to: unknown } | undefined {
  return value && typeof value === "object" && "from" in value && "to" in value
    ? (value as { from: unknown; to: unknown })
    : undefined;
}

/** What an audit entry did, and to what, as the log's columns show them. */
export function auditEntryInWords(entry: StudioAuditEntry): { action: string; subject: string } {
  const detail = (name: string) => valueText(entry.detail[name]);
  const personAddress = detail("email") ?? entry.subject;
  switch (entry.action) {
    case "sign-in":
      return { action: "Signed in", subject: "The Studio" };
    case "person.add":
      return { action: `Added a person as ${detail("role") ?? "?"}`, subject: personAddress };
    case "person.change": {
      const role = changeOf(entry.detail.role);
      const disabled = changeOf(entry.detail.disabled);
      const changes = [
        ...(role ? [`role from ${valueText(role.from)} to ${valueText(role.to)}`] : []),
        ...(disabled ? [disabled.to === true ? "access turned off" : "access turned on"] : []),
      ];
      return {
        action: `Changed a person: ${changes.join(", ") || "nothing"}`,
        subject: personAddress,
      };
    }
    case "page.create":
      return { action: "Created a page", subject: entry.subject };
    case "page.translate":
      return {
        action: `Started a translation of ${detail("from") ?? "a page"}`,
        subject: entry.subject,
      };
    case "page.publish": {
      const message = detail("message");
      return {
        action: `Published version ${detail("version") ?? "?"}${message ? `: "${message}"` : ""}`,
        subject: entry.subject,
      };
    }
    case "page.unpublish":
      return { action: "Unpublished a page", subject: entry.subject };
    case "page.restore":
      return { action: `Restored version ${detail("restored") ?? "?"}`, subject: entry.subject };
    case "page.move":
      return { action: `Moved a page from ${detail("from") ?? "?"}`, subject: entry.subject };
    case "page.schedule": {
      const at = detail("at");
      const revision = detail("revision");
      return {
        action: `Scheduled to ${detail("action") ?? "?"}${revision ? ` revision ${revision}` : ""}${at ? ` on ${readableDateTime(at)}` : ""}`,
        subject: entry.subject,
      };
    }
    case "page.schedule-cancel": {
      const at = detail("at");
      const reason = detail("reason");
      return {
        action: `Cancelled the ${detail("action") ?? "change"} scheduled${at ? ` for ${readableDateTime(at)}` : ""}${reason ? `: ${reason}` : ""}`,
        subject: entry.subject,
      };
    }
    case "page.schedule-refused":
      return {
        action: `A scheduled ${detail("action") ?? "change"} was refused: ${detail("reason") ?? ""}`,
        subject: entry.subject,
      };
    case "redirect.delete":
      return { action: `Deleted the redirect to ${detail("to") ?? "?"}`, subject: entry.subject };
    case "experiment.create":
      return {
        action: `Created an experiment on ${detail("path") ?? "?"}`,
        subject: entry.subject,
      };
    case "experiment.variant-save":
      return {
        action: `Saved variant ${detail("variant") ?? "?"} of an experiment`,
        subject: entry.subject,
      };
    case "experiment.start":
      return {
        action: `Started an experiment on ${detail("path") ?? "?"}, split ${detail("split") ?? "?"}`,
        subject: entry.subject,
      };
    case "experiment.end": {
      // An ending that published a variant names it and the page's version it became.
      const kept = detail("kept") ?? "?";
      const version = detail("version");
      return {
        action:
          kept === "the control" || kept === "?"
            ? `Ended an experiment, keeping ${kept}`
            : `Ended an experiment, publishing ${kept}${version ? ` as version ${version} of ${detail("path") ?? "the page"}` : ""}`,
        subject: entry.subject,
      };
    }
    case "roadmap.announce": {
      const mails = Number(entry.detail.mailsWritten ?? 0);
      return {
        action: `Announced the launch of ${detail("app") ?? entry.subject}: ${launchMailCount(mails)}`,
        subject: entry.subject,
      };
    }
    default:
      return { action: entry.action, subject: entry.subject };
  }
}

/**
 * A lead's fields as "name: value" lines, sorted by name as the CSV's columns are (the database
 * does not keep the order a form sent them in).
 */
export function leadFieldsInWords(lead: Pick<InboxLead, "data">): string[] {
  const fields = Object.entries(lead.data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return fields.flatMap(([name, value]) => {
    const text = valueText(value);
    return text === null ? [] : [`${name}: ${text}`];
  });
}
