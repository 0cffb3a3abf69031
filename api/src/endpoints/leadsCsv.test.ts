import { describe, expect, it } from "vitest";
import { csvCell, csvRow, leadCsvRow } from "./leadsCsv";

describe("a CSV cell of the lead export", () => {
  it("keeps plain text, numbers and empty values as they are", () => {
    expect(csvCell("Ada Byron")).toBe("Ada Byron");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell("Zoë 李 🚀")).toBe("Zoë 李 🚀");
  });

  it("quotes a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Byron, Ada")).toBe('"Byron, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
  });

  it("turns every cell a spreadsheet would run as a formula into text", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      const cell = csvCell(`${start}1+1`);
      expect(cell.replace(/^"/u, ""), JSON.stringify(start)).toMatch(/^'/u);
    }
    expect(csvCell("=SUM(A1:A2)")).toBe("'=SUM(A1:A2)");
    expect(csvCell("@cmd")).toBe("'@cmd");
    // Prefixed first, then quoted: the quote still opens the cell.
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell("\rcell")).toBe('"\'\rcell"');
    // Only the first character counts.
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("ends each row with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("writes a lead with its time in ISO 8601 and its data as JSON", () => {
    expect(
      leadCsvRow({
        id: 7,
        createdAt: new Date("2026-01-02T03:04:05.678Z"),
        formName: "contact",
        page: "/contact",
        userAgent: null,
        data: { email: "ada@example.com" },
      }),
    ).toBe('7,2026-01-02T03:04:05.678Z,contact,/contact,,"{""email"":""ada@example.com""}"\r\n');
  });
});
