import type { StudioAuditEntry } from "@workcraft/domain/schemas";
import { describe, expect, it } from "vitest";
import {
  auditEntryInWords,
  auditPersonText,
  leadFieldsInWords,
  readableDateTime,
  valueText,
} from "./studioWords";

const ana = { id: "Ab3dE5gH9k", email: "ana@studio.example", name: "Ana" };

/** An audit entry as `studio/audit/list` answers it. */
const entry = (
  action: string,
  subject: string,
  detail: Record<string, unknown> = {},
): StudioAuditEntry => ({
  id: 1,
  at: "2026-03-01T09:04:05.000Z",
  person: ana,
  action,
  subject,
  detail,
});

describe("the Studio's words", () => {
  it("write a time as people read it, in UTC whatever the browser's zone", () => {
    expect(readableDateTime("2026-03-01T09:04:59.999Z")).toBe("1 Mar 2026, 09:04 UTC");
    expect(readableDateTime("2026-12-31T23:30:00.000Z")).toBe("31 Dec 2026, 23:30 UTC");
  });

  it("name who did a thing, or the command line", () => {
    expect(auditPersonText(ana)).toBe("Ana (ana@studio.example)");
    expect(auditPersonText({ ...ana, name: null })).toBe("ana@studio.example");
    expect(auditPersonText(null)).toBe("The command line");
  });

  it("say what each audit entry did, and to what", () => {
    expect(auditEntryInWords(entry("sign-in", ana.id))).toEqual({
      action: "Signed in",
      subject: "The Studio",
    });
    expect(
      auditEntryInWords(
        entry("person.add", "Xy3dE5gH9k", { email: "bo@studio.example", role: "editor" }),
      ),
    ).toEqual({ action: "Added a person as editor", subject: "bo@studio.example" });
    expect(
      auditEntryInWords(
        entry("roadmap.announce", "sms-marketing", { app: "SMS Marketing", mailsWritten: 1 }),
      ),
    ).toEqual({
      action: "Announced the launch of SMS Marketing: 1 launch mail",
      subject: "sms-marketing",
    });
    expect(
      auditEntryInWords(
        entry("person.change", "Xy3dE5gH9k", {
          email: "bo@studio.example",
          role: { from: "editor", to: "publisher" },
          disabled: { from: false, to: true },
        }),
      ),
    ).toEqual({
      action: "Changed a person: role from editor to publisher, access turned off",
      subject: "bo@studio.example",
    });
    expect(
      auditEntryInWords(
        entry("person.change", "Xy3dE5gH9k", {
          email: "bo@studio.example",
          disabled: { from: true, to: false },
        }),
      ).action,
    ).toBe("Changed a person: access turned on");
    expect(
      auditEntryInWords(entry("page.publish", "/use-case/fleet", { version: 3, message: "New" })),
    ).toEqual({ action: 'Published version 3: "New"', subject: "/use-case/fleet" });
    expect(auditEntryInWords(entry("page.publish", "/a", { version: 1 })).action).toBe(
      "Published version 1",
    );
    expect(auditEntryInWords(entry("page.move", "/b", { from: "/a", to: "/b" }))).toEqual({
      action: "Moved a page from /a",
      subject: "/b",
    });
    expect(
      auditEntryInWords(
        entry("page.schedule", "/a", { action: "publish", at: "2030-01-01T09:00:00.000Z" }),
      ).action,
    ).toBe("Scheduled to publish on 1 Jan 2030, 09:00 UTC");
    expect(
      auditEntryInWords(
        entry("page.schedule", "/a", {
          action: "publish",
          at: "2030-01-01T09:00:00.000Z",
          revision: 4,
        }),
      ).action,
    ).toBe("Scheduled to publish revision 4 on 1 Jan 2030, 09:00 UTC");
    expect(
      auditEntryInWords(
        entry("page.schedule-cancel", "/a", { action: "publish", at: "2030-01-01T09:00:00.000Z" }),
      ).action,
    ).toBe("Cancelled the publish scheduled for 1 Jan 2030, 09:00 UTC");
    expect(
      auditEntryInWords(
        entry("page.schedule-cancel", "/a", {
          action: "unpublish",
          at: "2030-01-01T09:00:00.000Z",
          reason: "pia@x.example may no longer unpublish pages: their access is off.",
        }),
      ).action,
    ).toBe(
      "Cancelled the unpublish scheduled for 1 Jan 2030, 09:00 UTC: pia@x.example may no longer unpublish pages: their access is off.",
    );
    expect(auditEntryInWords(entry("redirect.delete", "/old", { to: "/new" }))).toEqual({
      action: "Deleted the redirect to /new",
      subject: "/old",
    });
    expect(auditEntryInWords(entry("page.restore", "/a", { restored: 2 })).action).toBe(
      "Restored version 2",
    );
    expect(
      auditEntryInWords(entry("experiment.create", "Ab12Cd34Ef", { path: "/pricing" })).action,
    ).toBe("Created an experiment on /pricing");
    expect(auditEntryInWords(entry("experiment.variant-save", "x", { variant: "B" })).action).toBe(
      "Saved variant B of an experiment",
    );
    expect(
      auditEntryInWords(entry("experiment.start", "x", { path: "/", split: "50/50" })).action,
    ).toBe("Started an experiment on /, split 50/50");
    expect(auditEntryInWords(entry("experiment.end", "x", { kept: "the control" })).action).toBe(
      "Ended an experiment, keeping the control",
    );
    expect(
      auditEntryInWords(
        entry("experiment.end", "x", { path: "/offers", kept: "variant B", version: 4 }),
      ).action,
    ).toBe("Ended an experiment, publishing variant B as version 4 of /offers");
    // An action the screen does not know yet shows as the API names it.
    expect(auditEntryInWords(entry("page.archive", "/a"))).toEqual({
      action: "page.archive",
      subject: "/a",
    });
  });

  it("write a lead's fields one a line, by name, values as text", () => {
    expect(
      leadFieldsInWords({
        data: { seats: 12, email: "ada@example.com", tags: ["crm"], newsletter: true, note: null },
      }),
    ).toEqual(["email: ada@example.com", "newsletter: true", "seats: 12", 'tags: ["crm"]']);
    expect(valueText(undefined)).toBeNull();
  });
});
