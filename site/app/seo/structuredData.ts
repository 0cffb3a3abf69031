import { DEFAULT_CURRENCY, type CatalogueApp } from "@workcraft/domain";
import type {
  BreadcrumbList,
  ListItem,
  Offer,
  Organization,
  SoftwareApplication,
  WithContext,
} from "schema-dts";
import { BRAND, SITE_URL } from "../config/site";

/*
 * Structured data (schema.org JSON-LD) that search engines read from the prerendered pages:
 * the organisation on the landing page, each store app with its offer on its page, and the
 * breadcrumb trail of nested pages. Typed with schema-dts, so a misspelt property or a wrong
 * value type fails the typecheck.
 */

/** Where the site publishes a path or file, as the absolute URL structured data needs. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${SITE_URL}/`).href;
}

/** The organisation's node id, so other nodes can name it as their publisher. */
export const ORGANIZATION_ID = `${SITE_URL}/#organization`;

/** What the Organization node needs beyond the brand and the site's address. */
export interface OrganizationInput {
  /** The logo file, a path on the site or an absolute URL (at least 112x112 px). */
  logo: string;
  /** The company's profiles on other sites (LinkedIn, YouTube, X…), absolute URLs. */
  sameAs: readonly string[];
}

/** The company behind the site: its name, address, logo and profiles elsewhere. */
export function organizationJsonLd({ logo, sameAs }: OrganizationInput): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: BRAND,
    url: `${SITE_URL}/`,
    logo: absoluteUrl(logo),
    sameAs: sameAs.map((profile) => absoluteUrl(profile)),
  };
}

/**
 * A store app as a web application for businesses, with its monthly offer: price and currency
 * from the domain's catalogue, version from its specifications, its store picture as image.
 */
export function softwareApplicationJsonLd(
  app: CatalogueApp,
  path: string,
): WithContext<SoftwareApplication> {
  const url = absoluteUrl(path);
  const image = app.imageUrlV2 ?? app.imageUrl;
  const offer: Offer = {
    "@type": "Offer",
    url,
    price: app.price,
    priceCurrency: DEFAULT_CURRENCY,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: app.price,
      priceCurrency: DEFAULT_CURRENCY,
      billingDuration: "P1M",
    },
  };
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: app.name,
    description: app.clearTagDescription ?? app.description ?? app.shortDescription,
    url,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    ...(app.specifications ? { softwareVersion: String(app.specifications.version) } : {}),
    ...(image ? { image: absoluteUrl(image) } : {}),
    offers: offer,
    publisher: { "@id": ORGANIZATION_ID },
  };
}

/** One step of a breadcrumb trail, as the page's Breadcrumbs show it. */
export interface TrailCrumb {
  /** The step's visible label. */
  label: string;
  /** Where the step goes; the current page, last, has none. */
  href?: string;
}

/**
 * The trail from the home page to the page at `path` as a BreadcrumbList: positions from 1,
 * every step with its absolute URL (the current page's is its own path).
 */
export function breadcrumbListJsonLd(
  crumbs: readonly TrailCrumb[],
  path: string,
): WithContext<BreadcrumbList> {
  const items: ListItem[] = crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.label,
    item: absoluteUrl(crumb.href ?? path),
  }));
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items,
  };
}
