import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { BRAND, DEFAULT_LOCALE, SITE_URL, siteMetaDefaults } from "../config/site";
import {
  alternateLinks,
  noindexPageMeta,
  notFoundMeta,
  OPEN_GRAPH_LOCALES,
  openGraphLocale,
  pageMeta,
  SITE_OPEN_GRAPH_LOCALE,
  xHandleOf,
} from "./pageMeta";

/** The content of the `<meta>` with this property or name, as the head renders it. */
function contentOf(descriptors: MetaDescriptor[], key: string): unknown {
  const found = descriptors.filter(
    (descriptor) =>
      ("property" in descriptor && descriptor.property === key) ||
      ("name" in descriptor && descriptor.name === key),
  );
  expect(found.length, key).toBeLessThanOrEqual(1);
  return found[0] && "content" in found[0] ? found[0].content : undefined;
}

const pricing = { title: "Pricing", description: "Plans and prices for every team." };

describe("a page's share tags", () => {
  const tags = pageMeta(pricing, "/pricing");

  it("describe the default share picture for people who cannot see it", () => {
    expect(contentOf(tags, "og:image")).toBe(`${SITE_URL}${siteMetaDefaults.shareImg}`);
    expect(contentOf(tags, "og:image:alt")).toBe(siteMetaDefaults.shareImgAlt);
    expect(contentOf(tags, "twitter:image:alt")).toBe(siteMetaDefaults.shareImgAlt);
    expect(String(contentOf(tags, "og:image:alt"))).toContain(BRAND);
  });

  it("describe a page's own share picture with its own text", () => {
    const own = pageMeta(
      { ...pricing, shareImg: "/share/pricing.png", shareImgAlt: "Three plans side by side" },
      "/pricing",
    );
    expect(contentOf(own, "og:image")).toBe(`${SITE_URL}/share/pricing.png`);
    expect(contentOf(own, "og:image:alt")).toBe("Three plans side by side");
    expect(contentOf(own, "twitter:image:alt")).toBe("Three plans side by side");
  });

  it("name the site, its locale and its account on X", () => {
    expect(contentOf(tags, "og:site_name")).toBe(BRAND);
    expect(contentOf(tags, "og:locale")).toBe("en_US");
    expect(contentOf(tags, "twitter:site")).toBe("@workcraft");
  });

  it("go on the 404 page too", () => {
    const notFound = notFoundMeta();
    expect(contentOf(notFound, "og:locale")).toBe("en_US");
    expect(contentOf(notFound, "og:image:alt")).toBe(siteMetaDefaults.shareImgAlt);
  });
});

describe("a page's translations", () => {
  /** The hreflang links of these tags, as `hreflang href`. */
  const alternatesOf = (tags: MetaDescriptor[]) =>
    tags.flatMap((tag) =>
      "rel" in tag && tag.rel === "alternate"
        ? [`${String(tag.hrefLang)} ${String(tag.href)}`]
        : [],
    );

  it("are named by every translation alike, with English as x-default", () => {
    const german = pageMeta(pricing, "/de/pricing", ["en", "de", "fr"]);
    expect(alternatesOf(german)).toEqual([
      `en ${SITE_URL}/pricing`,
      `de ${SITE_URL}/de/pricing`,
      `fr ${SITE_URL}/fr/pricing`,
      `x-default ${SITE_URL}/pricing`,
    ]);
    expect(alternatesOf(pageMeta(pricing, "/pricing", ["en", "de", "fr"]))).toEqual(
      alternatesOf(german),
    );
    expect(alternateLinks("/fr/pricing", ["fr", "de", "en"])).toEqual(
      alternateLinks("/pricing", ["en", "de", "fr"]),
    );
  });

  it("leave the canonical link and the Open Graph locale the page's own", () => {
    const german = pageMeta(pricing, "/de/pricing", ["en", "de"]);
    const canonical = german.find((tag) => "rel" in tag && tag.rel === "canonical");
    expect(canonical).toMatchObject({ href: `${SITE_URL}/de/pricing` });
    expect(contentOf(german, "og:locale")).toBe("de_DE");
    expect(contentOf(pageMeta(pricing, "/fr", ["en", "fr"]), "og:locale")).toBe("fr_FR");
  });

  it("are none for a page in one locale only, and never on a page kept out of search engines", () => {
    expect(alternatesOf(pageMeta(pricing, "/blog/first-app", ["en"]))).toEqual([]);
    expect(alternatesOf(pageMeta(pricing, "/pricing"))).toEqual([]);
    expect(alternatesOf(noindexPageMeta(pricing, "/de/cart"))).toEqual([]);
  });
});

describe("a page kept out of search engines", () => {
  it("has its share cards, no canonical link and robots noindex", () => {
    const tags = noindexPageMeta({ title: "Your cart", description: "The apps in it." }, "/cart");
    expect(contentOf(tags, "og:title")).toBe("Your cart | Workcraft");
    expect(tags.some((tag) => "tagName" in tag)).toBe(false);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("the share settings", () => {
  it("write a language's Open Graph locale with its likely region", () => {
    expect(openGraphLocale("en")).toBe("en_US");
    expect(openGraphLocale("de")).toBe("de_DE");
    expect(openGraphLocale("en-GB")).toBe("en_GB");
    // The site's, written out so that no page makes an Intl object for it as it hydrates.
    expect(SITE_OPEN_GRAPH_LOCALE).toBe(openGraphLocale(DEFAULT_LOCALE));
    for (const [locale, written] of Object.entries(OPEN_GRAPH_LOCALES)) {
      expect(written, locale).toBe(openGraphLocale(locale));
    }
  });

  it("take the X handle from the company's X or Twitter profile, and none without one", () => {
    expect(xHandleOf([{ label: "X", href: "https://x.com/workcraft" }])).toBe("@workcraft");
    expect(xHandleOf([{ label: "Twitter", href: "https://twitter.com/Work_Craft/" }])).toBe(
      "@Work_Craft",
    );
    expect(xHandleOf([{ label: "LinkedIn", href: "https://www.linkedin.com/company/x" }])).toBe(
      undefined,
    );
  });
});
