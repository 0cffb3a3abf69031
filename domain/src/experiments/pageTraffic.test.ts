import { describe, expect, it } from "vitest";
import {
  PAGE_TRAFFIC_DAYS,
  PAGE_VIEW_DAYS,
  firstKeptPageViewDay,
  pageTrafficDays,
  utcDayOf,
} from "./pageTraffic";

describe("a page's recent traffic", () => {
  it("is read from the 28 complete UTC days before today", () => {
    expect(PAGE_TRAFFIC_DAYS).toBe(28);
    expect(pageTrafficDays(new Date("2026-03-29T23:59:59Z"))).toEqual({
      firstDay: "2026-03-01",
      lastDay: "2026-03-28",
    });
    // Just past midnight UTC, yesterday is complete.
    expect(pageTrafficDays(new Date("2026-03-01T00:00:01Z"))).toEqual({
      firstDay: "2026-02-01",
      lastDay: "2026-02-28",
    });
  });

  it("keeps 90 days of counts, today the last of them", () => {
    expect(PAGE_VIEW_DAYS).toBe(90);
    expect(firstKeptPageViewDay(new Date("2026-03-31T12:00:00Z"))).toBe("2026-01-01");
  });

  it("names a day in UTC, whatever the hour", () => {
    expect(utcDayOf(new Date("2026-03-31T23:30:00-02:00"))).toBe("2026-04-01");
    expect(utcDayOf(Date.UTC(2026, 0, 1))).toBe("2026-01-01");
  });
});
