import { describe, expect, it } from "vitest";
import { FORM_DATA_OBJECT_REQUIRED, createFormCapture } from "../forms/formCapture";
import {
  META_DESCRIPTION_LIMIT,
  META_OBJECT_REQUIRED,
  META_TITLE_LIMIT,
  cutMetaDescription,
  cutMetaTitle,
  metaPublishingProblems,
  resolvePageMeta,
  titlePublishesWhole,
} from "./pageMeta";
import { pageMetaSchema } from "./pageMetaSchema";

const site = {
  titleSuffix: " | Workcraft", // 12 characters
  descriptionSuffix: " Build it without code on Workcraft.", // 36 characters
  shareImg: "/share/default.png",
  shareImgAlt: "The Workcraft logo",
};

/** Whole words of exactly `length` characters, ending in a letter: "Plan plan plan pla…n". */
function words(length: number): string {
  const text = "Plan ".repeat(Math.ceil(length / 5) + 1).slice(0, length);
  return text.endsWith(" ") ? `${text.slice(0, -1)}s` : text;
}

describe("titlePublishesWhole", () => {
  it("is true up to 48 characters (the suffix fits) and from 50 to 60, false otherwise", () => {
    const whole = [1, 48, 50, 60].map((length) =>
      titlePublishesWhole(words(length), site.titleSuffix),
    );
    const cut = [49, 61].map((length) => titlePublishesWhole(words(length), site.titleSuffix));
    expect(whole).toEqual([true, true, true, true]);
    expect(cut).toEqual([false, false]);
  });
});

describe("cutMetaTitle", () => {
  it("appends the suffix to a title of 49 characters, then cuts it to 60", () => {
    const title = words(49);
    expect(title).toHaveLength(49);
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(`${title} | Workcraf`);
  });

  it("appends a suffix that fits exactly in 60 characters whole", () => {
    const title = words(48);
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(`${title} | Workcraft`);
    expect(cutMetaTitle(title, site.titleSuffix)).toHaveLength(META_TITLE_LIMIT);
  });

  it("gives a title of 50 characters no suffix", () => {
    const title = words(50);
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(title);
  });

  it("leaves titles of 59 and 60 characters whole", () => {
    expect(cutMetaTitle(words(59), site.titleSuffix)).toBe(words(59));
    expect(cutMetaTitle(words(60), site.titleSuffix)).toBe(words(60));
  });

  it("cuts a title of 61 characters to its first 60, inside a word or not", () => {
    const title = words(61);
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(title.slice(0, 60));
    const long = "Automate sales, marketing, document management and e-learning workflows";
    expect(cutMetaTitle(long, site.titleSuffix)).toBe(
      "Automate sales, marketing, document management and e-learnin",
    );
  });

  it("gives an empty title only the suffix", () => {
    expect(cutMetaTitle("", site.titleSuffix)).toBe(" | Workcraft");
  });

  it("counts an emoji as one character and never splits it", () => {
    const title = `${"a".repeat(59)}🚀 more`;
    expect(cutMetaTitle(title, site.titleSuffix)).toBe(`${"a".repeat(59)}🚀`);
  });
});

describe("cutMetaDescription", () => {
  it("adds the suffix to a description of 109 characters", () => {
    const description = words(109);
    expect(cutMetaDescription(description, site.descriptionSuffix)).toBe(
      `${description} Build it without code on Workcraft.`,
    );
  });

  it("gives a description of 110 characters no suffix", () => {
    const description = words(110);
    expect(cutMetaDescription(description, site.descriptionSuffix)).toBe(description);
  });

  it("leaves descriptions of 158 and 159 characters whole and cuts one of 160 to 159", () => {
    expect(cutMetaDescription(words(158), site.descriptionSuffix)).toBe(words(158));
    expect(cutMetaDescription(words(159), site.descriptionSuffix)).toBe(words(159));
    const cut = cutMetaDescription(words(160), site.descriptionSuffix);
    expect(cut).toBe(words(160).slice(0, 159));
    expect(cut).toHaveLength(META_DESCRIPTION_LIMIT);
  });

  it("cuts a suffix that passes 159 characters", () => {
    const suffix = ` ${"x".repeat(59)}`; // 60 characters
    expect(cutMetaDescription(words(99), suffix)).toBe(`${words(99)}${suffix}`);
    expect(cutMetaDescription(words(100), suffix)).toBe(`${words(100)}${suffix.slice(0, 59)}`);
  });
});

describe("metaPublishingProblems", () => {
  const clean = { title: words(55), description: words(130) };

  it("finds none in a clean meta, a suffix that fits exactly or a cut between words", () => {
    expect(metaPublishingProblems(clean, site)).toEqual([]);
    expect(metaPublishingProblems({ ...clean, title: words(48) }, site)).toEqual([]);
    expect(metaPublishingProblems({ ...clean, title: `${words(60)} more` }, site)).toEqual([]);
    expect(metaPublishingProblems({ ...clean, title: `${words(60)}, more` }, site)).toEqual([]);
    expect(metaPublishingProblems({ ...clean, description: words(159) }, site)).toEqual([]);
  });

  it("reports a title whose suffix is cut, and how long it may be", () => {
    expect(metaPublishingProblems({ ...clean, title: words(49) }, site)).toEqual([
      `The title "${words(49)} | Workcraf" ends in a cut suffix: only " | Workcraf" of " | Workcraft" fits in 60 characters; write it in at most 48 characters, or in 50 or more (which gets no suffix).`,
    ]);
  });

  it("reports a title that ends in a cut word, naming the word", () => {
    const title = "Automate sales, marketing, document management and e-learning workflows";
    expect(metaPublishingProblems({ ...clean, title }, site)).toEqual([
      `The title "Automate sales, marketing, document management and e-learnin" ends in a cut word: "e-learnin" of "e-learning" at the 60-character limit; end it at a whole word within 60 characters.`,
    ]);
    // A hyphen or a currency sign at the cut leaves a word cut too.
    expect(metaPublishingProblems({ ...clean, title: `${words(59)}-pro` }, site)).toHaveLength(1);
  });

  it("reports a description that ends in a cut word or a cut suffix", () => {
    const cutWord = metaPublishingProblems({ ...clean, description: words(160) }, site);
    expect(cutWord).toHaveLength(1);
    expect(cutWord[0]).toMatch(/^The description ".*" ends in a cut word: "Plan" of "Plans"/u);
    const longSuffix = { ...site, descriptionSuffix: ` ${"x".repeat(59)}` };
    expect(metaPublishingProblems({ ...clean, description: words(99) }, longSuffix)).toEqual([]);
    const cutSuffix = metaPublishingProblems({ ...clean, description: words(100) }, longSuffix);
    expect(cutSuffix).toHaveLength(1);
    expect(cutSuffix[0]).toContain("ends in a cut suffix");
    expect(cutSuffix[0]).toContain("write it in at most 99 characters, or in 110 or more");
  });

  it("reports an empty title and description", () => {
    expect(metaPublishingProblems({ title: " ", description: "" }, site)).toEqual([
      "The title is empty.",
      "The description is empty.",
    ]);
  });

  it("checks a page's own share texts for cut words, without suffix", () => {
    const meta = {
      ...clean,
      ogTitle: "Automate sales, marketing, document management and e-learning workflows",
      ogDescription: words(159),
      twitterDescription: words(160),
    };
    const problems = metaPublishingProblems(meta, site);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^The Open Graph title ".*e-learnin" ends in a cut word/u);
    expect(problems[1]).toMatch(/^The Twitter description ".*" ends in a cut word/u);
  });
});

describe("resolvePageMeta", () => {
  it("throws the spec's message when called without an object", () => {
    expect(() => resolvePageMeta(undefined, site)).toThrow(META_OBJECT_REQUIRED);
    expect(() => resolvePageMeta("title", site)).toThrow("You have to send a meta tag object");
    expect(() => resolvePageMeta(null, site)).toThrow(META_OBJECT_REQUIRED);
    expect(() => resolvePageMeta([], site)).toThrow(META_OBJECT_REQUIRED);
  });

  it("keeps the spec's other message for a form sent without data", () => {
    expect(FORM_DATA_OBJECT_REQUIRED).toBe("sendMessage requires data to be an object");
    expect(() => createFormCapture("interest", "text")).toThrow(
      "sendMessage requires data to be an object",
    );
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
      shareImgAlt: "The Workcraft logo",
      ogTitle: "Pricing | Workcraft",
      ogDescription: "Plans and prices. Build it without code on Workcraft.",
      twitterDescription: "Plans and prices. Build it without code on Workcraft.",
    });
  });

  it("keeps a page's own share fields, without suffix, cut to the limits", () => {
    const meta = resolvePageMeta(
      {
        title: "Pricing",
        description: "Plans and prices.",
        shareImg: "/share/pricing.png",
        ogTitle: "See our plans",
        ogDescription: "Three plans.",
        twitterDescription: words(170),
        keywords: "pricing, plans",
      },
      site,
    );
    expect(meta.shareImg).toBe("/share/pricing.png");
    // A page's own picture is described by its own text, else by its share title.
    expect(meta.shareImgAlt).toBe("See our plans");
    expect(meta.ogTitle).toBe("See our plans");
    expect(meta.ogDescription).toBe("Three plans.");
    expect(meta.twitterDescription).toBe(words(170).slice(0, 159));
    expect(meta.keywords).toBe("pricing, plans");
  });

  it("describes a page's own share image with the page's text, never the default's", () => {
    const own = { title: "Pricing", description: "Plans and prices.", shareImg: "/p.png" };
    expect(resolvePageMeta({ ...own, shareImgAlt: "Three plans" }, site).shareImgAlt).toBe(
      "Three plans",
    );
    expect(resolvePageMeta(own, site).shareImgAlt).toBe("Pricing | Workcraft");
    const withoutImage = { title: own.title, description: own.description };
    expect(resolvePageMeta(withoutImage, site).shareImgAlt).toBe("The Workcraft logo");
  });
});
