import { describe, expect, it } from "vitest";
import { cookieValue } from "./requestAudience";

describe("a cookie's value in a Cookie header", () => {
  it.each([
    ["workcraft_visitor=Ab12Cd34Ef", "Ab12Cd34Ef"],
    ["a=1; workcraft_visitor=Ab12Cd34Ef; b=2", "Ab12Cd34Ef"],
    ["a=1;workcraft_visitor=Ab12Cd34Ef", "Ab12Cd34Ef"],
    ["x_workcraft_visitor=no; workcraft_visitor=yes", "yes"],
    ["workcraft_visitor_old=no", undefined],
    ["workcraft_visitors=no", undefined],
    ["", undefined],
    ["workcraft_visitor=", ""],
    ["workcraft_visitor=first; workcraft_visitor=second", "first"],
  ])("in %j is %j", (header, value) => {
    expect(cookieValue(header, "workcraft_visitor")).toBe(value);
  });
});
