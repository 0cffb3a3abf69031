import { resolvePageMeta } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { defaultPageMeta, siteMetaDefaults } from "../config/site";
import { MetaStore } from "./MetaStore";
import { pageMetaOf } from "./shownPage";

const pricing = resolvePageMeta(
  { title: "Pricing", description: "Plans and prices of the builder." },
  siteMetaDefaults,
);

describe("MetaStore", () => {
  it("holds the shown page's resolved meta and its canonical and share image URLs", () => {
    const store = new MetaStore({ path: "/pricing", meta: pricing }, "https://example.test");
    expect(store.title).toBe("Pricing | Workcraft");
    expect(store.description).toBe(pricing.description);
    expect(store.canonicalUrl).toBe("https://example.test/pricing");
    expect(store.shareImageUrl).toBe("https://example.test/share/workcraft.png");
  });

  it("takes on the next page", () => {
    const store = new MetaStore({ path: "/pricing", meta: pricing }, "https://example.test");
    const home = resolvePageMeta(defaultPageMeta, siteMetaDefaults);
    store.show({ path: "/", meta: home });
    expect(store.path).toBe("/");
    expect(store.title).toBe(home.title);
    expect(store.canonicalUrl).toBe("https://example.test/");
  });
});

describe("pageMetaOf", () => {
  it("reads the deepest route's declared meta, else the site's default meta", () => {
    const declared = { title: "Blog", description: "Articles." };
    expect(pageMetaOf([undefined, { frame: {} }, { meta: declared }])).toBe(declared);
    expect(pageMetaOf([{ meta: declared }, { path: "/x" }])).toBe(declared);
    expect(pageMetaOf([undefined, { meta: "not meta" }])).toBe(defaultPageMeta);
    expect(pageMetaOf([])).toBe(defaultPageMeta);
  });
});
