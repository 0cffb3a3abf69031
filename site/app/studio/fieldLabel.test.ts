import { describe, expect, it } from "vitest";
import { fieldLabelOf } from "./fieldLabel";

describe("a field's label", () => {
  it("is its name in words, abbreviations spelled out", () => {
    expect(fieldLabelOf("primaryAction")).toBe("Primary action");
    expect(fieldLabelOf("title")).toBe("Title");
    expect(fieldLabelOf("appId")).toBe("App ID");
    expect(fieldLabelOf("id")).toBe("ID");
    expect(fieldLabelOf("shareImgAlt")).toBe("Share image alt");
    expect(fieldLabelOf("ogTitle")).toBe("Open Graph title");
    expect(fieldLabelOf("href")).toBe("Address");
    expect(fieldLabelOf("showLicencePrices")).toBe("Show licence prices");
    expect(fieldLabelOf("page-layout")).toBe("Page layout");
  });
});
