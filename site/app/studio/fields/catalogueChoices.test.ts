import { BUNDLES, CATALOGUE_APPS } from "@workcraft/domain/data";
import { describe, expect, it } from "vitest";
import {
  catalogueAppField,
  catalogueAppsSourceSchema,
  catalogueTemplateField,
} from "../../blockFields/catalogueFields";
import { contentImageNames, imageSchema } from "../../blockFields/imageField";
import {
  appChoices,
  appGroupChoices,
  bundleChoiceGroups,
  choiceOf,
  filterChoices,
  imageChoices,
  templateChoices,
} from "./catalogueChoices";

describe("the catalogue's choices", () => {
  it("offer every app, template, bundle and group the block fields accept, and no other", () => {
    expect(appChoices.map((choice) => choice.value)).toEqual(catalogueAppField.options);
    expect(templateChoices.map((choice) => choice.value)).toEqual(catalogueTemplateField.options);
    const bundleIds = bundleChoiceGroups.flatMap((group) => group.choices.map((c) => c.value));
    expect(bundleIds.toSorted()).toEqual(BUNDLES.map((bundle) => bundle.id).toSorted());
    for (const bundleId of bundleIds) {
      expect(catalogueAppsSourceSchema.safeParse({ kind: "bundle", bundleId }).success).toBe(true);
    }
    for (const { value: group } of appGroupChoices) {
      expect(catalogueAppsSourceSchema.safeParse({ kind: "group", group }).success).toBe(true);
    }
  });

  it("name apps, templates and groups in words", () => {
    const app = CATALOGUE_APPS[0]!;
    expect(choiceOf(appChoices, app.id)?.label).toContain(app.name);
    expect(templateChoices.every((choice) => choice.label !== "")).toBe(true);
    expect(appGroupChoices.every((choice) => /^[A-Z]/u.test(choice.label))).toBe(true);
  });

  it("offer every picture a block may name, each with a served thumbnail", () => {
    expect(imageChoices.map((choice) => choice.value)).toEqual(contentImageNames);
    for (const choice of imageChoices) {
      expect(choice.thumbnail).toMatch(/^\/images\/apps\/[a-z0-9-]+\/feature-[1-3]-xs\.jpg$/u);
      expect(imageSchema.safeParse({ name: choice.value, alt: "A" }).success).toBe(true);
    }
    const first = imageChoices[0]!;
    expect(first.label).toBe(`${CATALOGUE_APPS[0]!.name}, picture 1`);
    expect(first.detail).toBe(CATALOGUE_APPS[0]!.features[0]!.title);
  });

  it("narrow to those holding every word searched, whatever the case", () => {
    const choices = [
      { value: "crm", label: "Contact Management", detail: "People and companies" },
      { value: "tasks", label: "Task Boards", detail: "Plan the work" },
      { value: "cafe", label: "Café orders" },
    ];
    expect(filterChoices(choices, "")).toEqual(choices);
    expect(filterChoices(choices, "  ")).toEqual(choices);
    expect(filterChoices(choices, "contact").map((c) => c.value)).toEqual(["crm"]);
    expect(filterChoices(choices, "PLAN work").map((c) => c.value)).toEqual(["tasks"]);
    expect(filterChoices(choices, "companies people").map((c) => c.value)).toEqual(["crm"]);
    expect(filterChoices(choices, "cafe").map((c) => c.value)).toEqual(["cafe"]);
    expect(filterChoices(choices, "tasks").map((c) => c.value)).toEqual(["tasks"]);
    expect(filterChoices(choices, "contact plan")).toEqual([]);
  });

  it("find the choice of a value, if any", () => {
    expect(choiceOf(appChoices, "no-such-app")).toBeUndefined();
    expect(choiceOf(appChoices, 3)).toBeUndefined();
  });
});
