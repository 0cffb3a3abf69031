import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { BRAND, DEFAULT_LOCALE, SITE_URL, siteMetaDefaults } from "../config/site";
import {
  noindexPageMeta,
  notFoundMeta,
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
