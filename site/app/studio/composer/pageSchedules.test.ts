import { describe, expect, it } from "vitest";
import { scheduleInWords, scheduleTimeOf } from "./pageSchedules";

const pia = { id: "Pia0000000", email: "pia@studio.example", name: "Pia" };

describe("a page's schedules in the composer", () => {
  it("say what each does, when, and who scheduled it", () => {
    expect(
      scheduleInWords({
        id: 3,
        action: "publish",
        at: "2030-01-01T09:00:00.000Z",
        revision: 7,
        scheduledBy: pia,
      }),
    ).toBe("Publishes revision 7 on 1 Jan 2030, 09:00 UTC (scheduled by Pia)");
    expect(
      scheduleInWords({
        id: 4,
        action: "unpublish",
        at: "2030-01-02T18:30:00.000Z",
        revision: null,
        scheduledBy: { ...pia, name: null },
      }),
    ).toBe("Unpublishes on 2 Jan 2030, 18:30 UTC (scheduled by pia@studio.example)");
  });

  it("read the time field as UTC, as the Studio says its times", () => {
    expect(scheduleTimeOf("2030-01-01T09:00")).toBe("2030-01-01T09:00:00.000Z");
    expect(scheduleTimeOf("")).toBeUndefined();
    expect(scheduleTimeOf("soon")).toBeUndefined();
  });
});
