import { describe, expect, it } from "vitest";
import { catalogueAppsSourceSchema } from "../../blockFields/catalogueFields";
import { appsSourceDraftOf, appsSourceKinds, appsSourceOfKind, withAppChosen } from "./appsSource";

describe("an apps source being edited", () => {
  it("offers every kind of the schema", () => {
    const kinds = catalogueAppsSourceSchema.options.map((option) => option.shape.kind.value);
    expect(appsSourceKinds.map((option) => option.kind)).toEqual(kinds);
  });

  it("starts a new kind as the kind alone", () => {
    expect(appsSourceOfKind("bundle")).toStrictEqual({ kind: "bundle" });
    expect(catalogueAppsSourceSchema.safeParse(appsSourceOfKind("store")).success).toBe(true);
  });

  it("reads the kind and its part from a value, and nothing else", () => {
    expect(appsSourceDraftOf({ kind: "bundle", bundleId: "b", group: "sales" })).toStrictEqual({
      kind: "bundle",
      bundleId: "b",
    });
    expect(appsSourceDraftOf({ kind: "group", group: "sales" })).toStrictEqual({
      kind: "group",
      group: "sales",
    });
    expect(appsSourceDraftOf({ kind: "apps", appIds: ["a", 3, "b"] })).toStrictEqual({
      kind: "apps",
      appIds: ["a", "b"],
    });
    expect(appsSourceDraftOf({ kind: "store", bundleId: "b" })).toStrictEqual({ kind: "store" });
    expect(appsSourceDraftOf({ kind: "bundle" })).toStrictEqual({ kind: "bundle" });
    expect(appsSourceDraftOf({ kind: "everything" })).toStrictEqual({});
    expect(appsSourceDraftOf(undefined)).toStrictEqual({});
  });

  it("adds a ticked app at the end and drops an unticked one, keeping the others' order", () => {
    expect(withAppChosen(["b", "a"], "c", true)).toEqual(["b", "a", "c"]);
    expect(withAppChosen(["b", "a"], "a", true)).toEqual(["b", "a"]);
    expect(withAppChosen(["b", "a", "c"], "a", false)).toEqual(["b", "c"]);
    expect(withAppChosen(["b"], "z", false)).toEqual(["b"]);
  });
});
