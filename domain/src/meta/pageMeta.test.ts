import { describe, expect, it } from "vitest";
import {
  META_DESCRIPTION_LIMIT,
  META_OBJECT_REQUIRED,
  META_TITLE_LIMIT,
  cutAtWordBoundary,
  cutMetaDescription,
  cutMetaTitle,
  resolvePageMeta,
} from "./pageMeta";
import { pageMetaSchema } from "./pageMetaSchema";

const site = {
  titleSuffix: " | Workcraft",
  descriptionSuffix: " Build it without code on Workcraft.",
  shareImg: "/share/default.png",
};

/** A string of whole words of exactly `length` characters. */
function words(length: number): string {
  const text = "word ".repeat(Math.ceil(length / 5)).slice(0, length);
  return text.endsWith(" ") ? `${text.slice(0, -1)}x` : text;
}

describe("cutMetaTitle", () => {
  it("appends the suffix to a title under 50 characters", () => {
    const title = words(47);
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(`${title} | Workcraft`);
  });

  it("drops a suffix that would be cut in half at 60 characters", () => {
    const title = words(49);
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(title);
  });

  it("leaves a title of exactly 50 characters without suffix", () => {
    const title = words(50);
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(title);
  });

  it("leaves a title of exactly 60 characters whole", () => {
    const title = words(60);
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(title);
  });

  it("cuts a longer title to 60 characters at a word boundary", () => {
    const title = "Automate sales, marketing, document management and e-learning workflows";
    const cut = cutMetaTitle(title, site.titleSuffix);
    expect(cut).toBe("Automate sales, marketing, document management and");
    expect(cut.length).toBeLessThanOrEqual(META_TITLE_LIMIT);
  });

  it("cuts the suffix too when title and suffix pass 60", () => {
    const title = words(48);
    const cut = cutMetaTitle(title, " | Workcraft, the no-code business app platform");
    expect(cut.length).toBeLessThanOrEqual(META_TITLE_LIMIT);
    expect(cut.startsWith(title)).toBe(true);
  });
});

describe("cutMetaDescription", () => {
  it("adds the suffix to a description under 110 characters", () => {
    const description = words(109);
    expect(cutMetaDescription(description, site.descriptionSuffix)).toBe(
      `${description} Build it without code on Workcraft.`,
    );
  });

  it("leaves a description of 110 characters without suffix", () => {
    const description = words(110);
    expect(cutMetaDescription(description, site.descriptionSuffix)).toBe(description);
  });

  it("cuts a description to 159 characters", () => {
    const cut = cutMetaDescription(words(400), site.descriptionSuffix);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    expect(cut.length).toBeGreaterThan(150);
    expect(cut.endsWith("word")).toBe(true);
  });
});

describe("cutAtWordBoundary", () => {
  it("cuts a single long word hard when it has no boundary", () => {
    expect(cutAtWordBoundary("a".repeat(80), 60)).toBe("a".repeat(60));
  });

  it("drops punctuation left at the end of a cut", () => {
    expect(cutAtWordBoundary("Sales, marketing, documents", 17)).toBe("Sales, marketing");
  });
});

describe("resolvePageMeta", () => {
  it("throws the spec's message when called without an object", () => {
    expect(() => resolvePageMeta(undefined, site)).toThrow(META_OBJECT_REQUIRED);
    expect(() => resolvePageMeta("title", site)).toThrow("You have to send a meta tag object");
    expect(() => resolvePageMeta(null, site)).toThrow(META_OBJECT_REQUIRED);
  });

  it("refuses an object without title or description", () => {
    expect(() => resolvePageMeta({ title: "Pricing" }, site)).toThrow(
      "Page meta needs a title and a description",
    );
  });

  it("has a schema that accepts a full meta and rejects an empty title", () => {
    expect(pageMetaSchema.safeParse({ title: "Pricing", description: "Plans." }).success).toBe(
      true,
    );
    expect(pageMetaSchema.safeParse({ title: "", description: "Plans." }).success).toBe(false);
  });

  it("falls back to title, description and the default share image", () => {
    const meta = resolvePageMeta({ title: "Pricing", description: "Plans and prices." }, site);
    expect(meta).toEqual({
      title: "Pricing | Workcraft",
      description: "Plans and prices. Build it without code on Workcraft.",
      shareImg: "/share/default.png",
      ogTitle: "Pricing | Workcraft",
      ogDescription: "Plans and prices. Build it without code on Workcraft.",
      twitterDescription: "Plans and prices. Build it without code on Workcraft.",
    });
  });

  it("keeps a page's own share fields", () => {
    const meta = resolvePageMeta(
      {
        title: "Pricing",
        description: "Plans and prices.",
        shareImg: "/share/pricing.png",
        ogTitle: "See our plans",
        ogDescription: "Three plans.",
        twitterDescription: "Plans on Twitter.",
        keywords: "pricing, plans",
      },
      site,
    );
    expect(meta.shareImg).toBe("/share/pricing.png");
    expect(meta.ogTitle).toBe("See our plans");
    expect(meta.ogDescription).toBe("Three plans.");
    expect(meta.twitterDescription).toBe("Plans on Twitter.");
    expect(meta.keywords).toBe("pricing, plans");
  });
});
