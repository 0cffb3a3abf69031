import { describe, expect, it } from "vitest";
import { comparePages } from "./pageComparison";

const hero = (title: string) => ({ type: "Hero", props: { title, subtitle: "Build it" } });
const faq = { type: "FAQ", props: { title: "Questions", items: [{ q: "Why?", a: "So." }] } };
const cta = { type: "CallToAction", props: { title: "Start", action: { label: "Go", href: "/" } } };
const meta = { title: "Fleet CRM", description: "Fleets, run." };

describe("comparing a version of a page with its draft", () => {
  it("finds nothing between a page and itself, whatever the order of its keys", () => {
    const page = { meta, blocks: [hero("Fleets"), faq, cta] };
    const reordered = {
      blocks: [
        { props: { subtitle: "Build it", title: "Fleets" }, type: "Hero" },
        faq,
        { type: "CallToAction", props: { action: { href: "/", label: "Go" }, title: "Start" } },
      ],
      meta: { description: "Fleets, run.", title: "Fleet CRM" },
    };
    const comparison = comparePages(page, reordered);
    expect(comparison.same).toBe(true);
    expect(comparison.pageFields).toEqual([]);
    expect(comparison.blocks.map((block) => block.kind)).toEqual(["same", "same", "same"]);
  });

  it("names the fields of a block that changed, and of the page, inside their objects", () => {
    const before = { meta, layout: "default", blocks: [hero("Fleets"), faq] };
    const after = {
      meta: { ...meta, title: "Fleet CRM for vans" },
      blocks: [
        hero("Fleets"),
        { type: "FAQ", props: { title: "Questions", items: [{ q: "Why?", a: "Because." }] } },
      ],
    };
    const comparison = comparePages(before, after);
    expect(comparison.same).toBe(false);
    expect(comparison.pageFields).toEqual(["layout", "meta.title"]);
    expect(comparison.blocks).toEqual([
      { kind: "same", type: "Hero", place: 1 },
      { kind: "changed", type: "FAQ", place: 2, fields: ["items"] },
    ]);
    const relabelled = { ...cta, props: { ...cta.props, action: { label: "Go now", href: "/" } } };
    expect(comparePages({ blocks: [cta] }, { blocks: [relabelled] }).blocks).toEqual([
      { kind: "changed", type: "CallToAction", place: 1, fields: ["action.label"] },
    ]);
  });

  it("tells added and removed blocks, with their places in the draft and in the version", () => {
    const before = { meta, blocks: [hero("Fleets"), faq, cta] };
    const after = { meta, blocks: [hero("Fleets"), cta, faq] };
    expect(comparePages(before, after).blocks).toEqual([
      { kind: "same", type: "Hero", place: 1 },
      { kind: "removed", type: "FAQ", place: 2 },
      { kind: "same", type: "CallToAction", place: 2 },
      { kind: "added", type: "FAQ", place: 3 },
    ]);
    expect(comparePages({ meta, blocks: [] }, { meta, blocks: [faq] }).blocks).toEqual([
      { kind: "added", type: "FAQ", place: 1 },
    ]);
    expect(comparePages({ meta, blocks: [faq, cta] }, { meta }).blocks).toEqual([
      { kind: "removed", type: "FAQ", place: 1 },
      { kind: "removed", type: "CallToAction", place: 2 },
    ]);
  });

  it("pairs a block that stayed with itself, not with a changed one of its type", () => {
    // A Hero was put before the page's unchanged Hero: the old one is the second now.
    const before = { meta, blocks: [hero("Fleets")] };
    const after = { meta, blocks: [hero("Vans"), hero("Fleets")] };
    expect(comparePages(before, after).blocks).toEqual([
      { kind: "added", type: "Hero", place: 1 },
      { kind: "same", type: "Hero", place: 2 },
    ]);
    // The one Hero changed its title: it is the same block, changed, not removed and added.
    expect(comparePages(before, { meta, blocks: [hero("Vans")] }).blocks).toEqual([
      { kind: "changed", type: "Hero", place: 1, fields: ["title"] },
    ]);
  });

  it("reads an unfinished draft: items that are not blocks are left out", () => {
    const draft = { meta, blocks: [null, "Hero", { props: {} }, { type: "FAQ" }] };
    expect(comparePages({ meta, blocks: [{ type: "FAQ", props: {} }] }, draft).blocks).toEqual([
      { kind: "same", type: "FAQ", place: 1 },
    ]);
  });
});
