import { CATALOGUE_APPS, DEFAULT_CURRENCY, appBySlug } from "@workcraft/domain";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BRAND, SITE_URL } from "../config/site";
import { JsonLd, serializeJsonLd } from "./JsonLd";
import {
  breadcrumbListJsonLd,
  ORGANIZATION_ID,
  organizationJsonLd,
  softwareApplicationJsonLd,
} from "./structuredData";

type Node = Record<string, unknown>;

/** A node as a crawler sees it: plain JSON, properties by name. */
function plain(data: object): Node {
  return JSON.parse(JSON.stringify(data)) as Node;
}

/** An absolute http(s) URL on any host. */
function expectAbsoluteUrl(value: unknown) {
  expect(typeof value).toBe("string");
  expect(new URL(value as string).protocol).toMatch(/^https?:$/u);
}

/** What the page's script element holds, read back the way a crawler reads it. */
function parsedFromMarkup(markup: string): unknown {
  const match = /^<script type="application\/ld\+json">(.*)<\/script>$/su.exec(markup);
  expect(match, markup).not.toBeNull();
  return JSON.parse(match![1]!);
}

describe("Organization", () => {
  const node = plain(
    organizationJsonLd({
      logo: "/media-kit/workcraft-mark.svg",
      sameAs: ["https://www.linkedin.com/company/workcraft", "https://x.com/workcraft"],
    }),
  );

  it("is a schema.org Organization named after the brand, at the site's address", () => {
    expect(node["@context"]).toBe("https://schema.org");
    expect(node["@type"]).toBe("Organization");
    expect(node.name).toBe(BRAND);
    expect(node.url).toBe(`${SITE_URL}/`);
    expect(node["@id"]).toBe(ORGANIZATION_ID);
  });

  it("gives its logo and profiles as absolute URLs", () => {
    expect(node.logo).toBe(`${SITE_URL}/media-kit/workcraft-mark.svg`);
    expect(node.sameAs).toEqual([
      "https://www.linkedin.com/company/workcraft",
      "https://x.com/workcraft",
    ]);
  });
});

describe("SoftwareApplication", () => {
  const app = appBySlug("sales-quotes")!;
  const node = plain(softwareApplicationJsonLd(app, "/business-app/apps/sales-quotes"));
  const offer = node.offers as Node;

  it("describes a store app as a web business application", () => {
    expect(node["@context"]).toBe("https://schema.org");
    expect(node["@type"]).toBe("SoftwareApplication");
    expect(node.name).toBe(app.name);
    expect(node.description).toBe(app.clearTagDescription);
    expect(node.applicationCategory).toBe("BusinessApplication");
    expect(node.operatingSystem).toBe("Web");
    expect(node.url).toBe(`${SITE_URL}/business-app/apps/sales-quotes`);
    expect(node.softwareVersion).toBe(String(app.specifications!.version));
    expect(node.image).toBe(`${SITE_URL}${app.imageUrlV2!}`);
    expect(node.publisher).toEqual({ "@id": ORGANIZATION_ID });
  });

  it("offers it at the catalogue's monthly price in the site's currency", () => {
    expect(offer["@type"]).toBe("Offer");
    expect(offer.price).toBe(app.price);
    expect(offer.priceCurrency).toBe(DEFAULT_CURRENCY);
    expect(offer.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: app.price,
      priceCurrency: DEFAULT_CURRENCY,
      billingDuration: "P1M",
    });
  });

  it("is complete for every app of the catalogue: required properties, right types", () => {
    for (const each of CATALOGUE_APPS) {
      const data = softwareApplicationJsonLd(each, `/business-app/apps/${each.marketing.slug}`);
      const entry = plain(data);
      const eachOffer = entry.offers as Node;
      expect(typeof entry.name, each.id).toBe("string");
      expect((entry.name as string).length, each.id).toBeGreaterThan(0);
      expect(typeof entry.description, each.id).toBe("string");
      expect((entry.description as string).length, each.id).toBeGreaterThan(0);
      expectAbsoluteUrl(entry.url);
      expectAbsoluteUrl(entry.image);
      expect(typeof eachOffer.price, each.id).toBe("number");
      expect(eachOffer.price as number, each.id).toBeGreaterThanOrEqual(0);
      expect(eachOffer.priceCurrency, each.id).toMatch(/^[A-Z]{3}$/u);
      if (each.specifications) expect(entry.softwareVersion, each.id).toMatch(/^\d+(\.\d+)*$/u);
      // What a crawler reads back from the page is what was built.
      expect(JSON.parse(serializeJsonLd(data)), each.id).toEqual(data);
    }
  });

  it("prices a paid app above zero and a free app at zero", () => {
    const paid = CATALOGUE_APPS.find((each) => each.price > 0)!;
    const free = CATALOGUE_APPS.find((each) => each.price === 0)!;
    const priceOf = (each: typeof paid) =>
      (plain(softwareApplicationJsonLd(each, "/x")).offers as Node).price;
    expect(priceOf(paid)).toBe(paid.price);
    expect(priceOf(paid)).toBeGreaterThan(0);
    expect(priceOf(free)).toBe(0);
  });
});

describe("BreadcrumbList", () => {
  const crumbs = [
    { label: "Home", href: "/" },
    { label: "Business App Store", href: "/business-app" },
    { label: "Apps", href: "/business-app/apps" },
    { label: "Sales Quotes" },
  ];
  const node = plain(breadcrumbListJsonLd(crumbs, "/business-app/apps/sales-quotes"));
  const items = node.itemListElement as Node[];

  it("lists the trail in order, positions from 1, each step named with its absolute URL", () => {
    expect(node["@context"]).toBe("https://schema.org");
    expect(node["@type"]).toBe("BreadcrumbList");
    expect(items).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_URL}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "Business App Store",
        item: `${SITE_URL}/business-app`,
      },
      { "@type": "ListItem", position: 3, name: "Apps", item: `${SITE_URL}/business-app/apps` },
      {
        "@type": "ListItem",
        position: 4,
        name: "Sales Quotes",
        item: `${SITE_URL}/business-app/apps/sales-quotes`,
      },
    ]);
  });
});

describe("JsonLd", () => {
  const hostile = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: 'Evil</script><script>alert("x")</script><!-- & \u2028',
  } as const;

  it("renders one ld+json script whose text reads back as the data", () => {
    const markup = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(parsedFromMarkup(markup)).toEqual(hostile);
  });

  it("never lets content close the script or open a comment", () => {
    const markup = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(markup.match(/<\/script/giu)).toHaveLength(1);
    expect(markup.match(/<script/giu)).toHaveLength(1);
    expect(markup).not.toContain("<!--");
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/u);
    expect(text).toContain("\\u003c/script\\u003e");
  });

  it("takes several nodes as one array", () => {
    const organization = organizationJsonLd({ logo: "/logo.svg", sameAs: [] });
    const trail = breadcrumbListJsonLd([{ label: "Home", href: "/" }, { label: "Pricing" }], "/p");
    const markup = renderToStaticMarkup(createElement(JsonLd, { data: [organization, trail] }));
    expect(parsedFromMarkup(markup)).toEqual([organization, trail]);
  });
});
