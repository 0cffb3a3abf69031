import { describe, expect, it } from "vitest";
import { CATALOGUE_APPS } from "../data";
import { namesKeptInTranslation, untranslatedFields } from "./untranslatedFields";

/** An English page with a hero, a feature list and a call to action. */
const english = {
  meta: {
    title: "Fleet management without code",
    description: "Track vehicles, drivers and costs in one app built for your fleet.",
  },
  layout: "default",
  blocks: [
    {
      type: "Hero",
      props: {
        id: "Hero-1",
        title: "Your fleet, in one place",
        description: "Every vehicle and driver, tracked.",
        image: { name: "deal-flow/feature-1", alt: "A map of vehicles" },
        primaryAction: { label: "Start free", href: "/pricing" },
        variant: "primary",
        headingLevel: 2,
        centered: true,
      },
    },
    {
      type: "FeatureGrid",
      props: {
        id: "FeatureGrid-1",
        title: "Workcraft",
        items: [
          { id: "a", icon: "truck", title: "Deal Flow", description: "Costs per vehicle." },
          { id: "b", icon: "clock", title: "2025", description: "Service reminders." },
        ],
        appIds: ["deal-flow"],
      },
    },
  ],
};

/** A deep copy, as `studio/pages/translate` starts a translation. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const kept = namesKeptInTranslation("Workcraft", CATALOGUE_APPS);

describe("untranslated fields", () => {
  it("are every field with words of a fresh copy, by the editor's names, and no other", () => {
    const fields = untranslatedFields(english, copy(english), kept);
    expect(fields.map(({ name }) => name)).toEqual([
      "meta.title",
      "meta.description",
      "Block 1 (Hero), title",
      "Block 1 (Hero), description",
      "Block 1 (Hero), image.alt",
      "Block 1 (Hero), primaryAction.label",
      "Block 2 (FeatureGrid), items.0.description",
      "Block 2 (FeatureGrid), items.1.description",
    ]);
    expect(fields[2]).toEqual({
      field: "blocks.0.title",
      name: "Block 1 (Hero), title",
      block: 0,
      type: "Hero",
    });
    expect(fields[0]).toEqual({ field: "meta.title", name: "meta.title" });
  });

  it("leave out what a translator has changed", () => {
    const french = copy(english);
    french.meta.title = "Gestion de flotte sans code";
    french.blocks[0]!.props.title = "Votre flotte, en un seul endroit";
    french.blocks[1]!.props.items![0]!.description = "Coûts par véhicule.";
    const names = untranslatedFields(english, french, kept).map(({ name }) => name);
    expect(names).not.toContain("meta.title");
    expect(names).not.toContain("Block 1 (Hero), title");
    expect(names).not.toContain("Block 2 (FeatureGrid), items.0.description");
    expect(names).toContain("meta.description");
    expect(names).toHaveLength(5);
  });

  it("match blocks by place and type: a block added or of another type is the translation's own", () => {
    const [hero, features] = english.blocks;
    const french = { ...copy(english), blocks: [features, hero, copy(features)] };
    const names = untranslatedFields(english, french, kept).map(({ name }) => name);
    expect(names.filter((name) => name.startsWith("Block"))).toEqual([]);
    const longer = { ...copy(english), blocks: [...copy(english.blocks), copy(hero)] };
    expect(untranslatedFields(english, longer, kept).filter(({ block }) => block === 2)).toEqual(
      [],
    );
  });

  it("count names kept in every language as words unless they stand alone", () => {
    const page = { meta: { title: "Workcraft" }, blocks: [] };
    expect(untranslatedFields(page, copy(page), kept)).toEqual([]);
    const sentence = { meta: { title: "Workcraft for fleets" }, blocks: [] };
    expect(untranslatedFields(sentence, copy(sentence), kept)).toHaveLength(1);
    // Without the kept names, the brand alone is a word like any other.
    expect(untranslatedFields(page, copy(page))).toHaveLength(1);
  });

  it("leave out links, slugs, ids, numbers, booleans and strings without letters", () => {
    const page = {
      meta: { title: "2025 — 2026", canonical: "https://workcraft.example/fleet" },
      blocks: [
        {
          type: "Links",
          props: {
            href: "mailto:sales@workcraft.example",
            slug: "fleet management",
            templateId: "Fleet Template",
            anchor: "#pricing",
            path: "/use-case/fleet",
            count: 3,
            shown: false,
            picture: { name: "library/abc", alt: "" },
          },
        },
      ],
    };
    expect(untranslatedFields(page, copy(page), kept)).toEqual([]);
  });

  it("read unfinished drafts without failing", () => {
    expect(untranslatedFields({}, {}, kept)).toEqual([]);
    expect(untranslatedFields({ blocks: "no" }, { blocks: [null, { type: 3 }] }, kept)).toEqual([]);
    expect(
      untranslatedFields({ meta: "Fleet" }, { meta: { title: "Fleet management" } }, kept),
    ).toEqual([]);
  });
});

describe("names kept in translation", () => {
  it("are the brand and the catalogue's app names, once each", () => {
    expect(kept[0]).toBe("Workcraft");
    expect(kept).toContain(CATALOGUE_APPS[0]!.name);
    expect(new Set(kept).size).toBe(kept.length);
  });
});
