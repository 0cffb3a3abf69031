import { describe, expect, it } from "vitest";
import { csvCell, csvRow, fieldText, leadCsvHeader, leadCsvRow } from "./leadsCsv";

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

  it("writes a lead with its time in ISO 8601 and each field in its column", () => {
    expect(
      leadCsvRow(
        {
          id: 7,
          createdAt: new Date("2026-01-02T03:04:05.678Z"),
          formName: "contact",
          page: "/contact",
          userAgent: null,
          data: { email: "ada@example.com", name: "Byron, Ada" },
        },
        ["company", "email", "name"],
      ),
    ).toBe('7,2026-01-02T03:04:05.678Z,contact,/contact,,,ada@example.com,"Byron, Ada"\r\n');
  });
});

describe("a field's value in the lead export", () => {
  it("is text as sent, a number or yes/no as written, anything nested as JSON", () => {
    expect(fieldText("Ada")).toBe("Ada");
    expect(fieldText(12)).toBe("12");
    expect(fieldText(2.5)).toBe("2.5");
    expect(fieldText(true)).toBe("true");
    expect(fieldText(false)).toBe("false");
    expect(fieldText(["crm", "hr"])).toBe('["crm","hr"]');
    expect(fieldText({ city: "Paris" })).toBe('{"city":"Paris"}');
  });

  it("is empty when missing or null", () => {
    expect(fieldText(undefined)).toBeNull();
    expect(fieldText(null)).toBeNull();
  });

  it("is neutralised like any cell once in the row, a negative number too", () => {
    const lead = {
      id: 1,
      createdAt: new Date("2026-01-01T00:00:00.000Z"),
      formName: "contact",
      page: null,
      userAgent: null,
      data: { seats: -2, phone: "+1 555", note: "@SUM(A1)" },
    };
    expect(leadCsvRow(lead, ["note", "phone", "seats"])).toBe(
      "1,2026-01-01T00:00:00.000Z,contact,,,'@SUM(A1),'+1 555,'-2\r\n",
    );
  });
});

describe("the lead export's header", () => {
  it("is the lead's own columns, then one per field, neutralised", () => {
    expect(leadCsvHeader(["email", "=cmd"])).toBe(
      "id,created_at,form_name,page,user_agent,email,'=cmd\r\n",
    );
  });

  it("names a field called like a lead column data.<name>, so no two columns share a name", () => {
    expect(leadCsvHeader(["id", "page", "data.page", "email"])).toBe(
      "id,created_at,form_name,page,user_agent,data.id,data.page,data.data.page,email\r\n",
    );
  });
});
