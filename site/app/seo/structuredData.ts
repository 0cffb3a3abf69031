import { DEFAULT_CURRENCY, type CatalogueApp } from "@workcraft/domain";
import type {
  BlogPosting,
  BreadcrumbList,
  Country,
  FAQPage,
  JobPosting,
  ListItem,
  MonetaryAmount,
  NewsArticle,
  Offer,
  Organization,
  Person,
  Place,
  Question,
  SoftwareApplication,
  WebSite,
  WithContext,
} from "schema-dts";
import { absoluteUrl, BRAND, DEFAULT_LOCALE, SITE_URL } from "../config/site";
import { countryName, type JobPosting as JobFacts } from "../content/jobPostingSchema";

/*
 * Structured data (schema.org JSON-LD) that search engines read from the prerendered pages:
 * the organisation and the site's name on the landing page, each store app with its offer on
 * its page, blog posts and news items as articles, jobs as job postings, questions and answers
 * of FAQ blocks, and the breadcrumb trail of nested pages. Typed with schema-dts, so a misspelt
 * property or a wrong value type fails the typecheck; the tests check them against schema.org's
 * vocabulary and Google's rich-result fields.
 */

/** The organisation's node id, so other nodes can name it as their publisher. */
export const ORGANIZATION_ID = `${SITE_URL}/#organization`;

/** The site's node id (the WebSite on `/`). */
export const WEBSITE_ID = `${SITE_URL}/#website`;

/** The organisation's logo, a path on the site (at least 112x112 px). */
export const ORGANIZATION_LOGO = "/media-kit/workcraft-mark.svg";

/**
 * The organisation as another node names it (publisher, author, employer): its id, and its
 * name, address and logo too, since the full Organization node is only on `/` and a crawler
 * reads each page on its own.
 */
export function organizationReference(): Organization {
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: BRAND,
    url: `${SITE_URL}/`,
    logo: absoluteUrl(ORGANIZATION_LOGO),
  };
}

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

/**
 * The site itself, on `/`: its name (Google's site name in results), address and language,
 * published by the organisation. No SearchAction: the only search that takes a query in the
 * address is the app store's, which searches apps rather than the site, and Google no longer
 * shows a search box for it.
 */
export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": WEBSITE_ID,
    name: BRAND,
    url: `${SITE_URL}/`,
    inLanguage: DEFAULT_LOCALE,
    publisher: { "@id": ORGANIZATION_ID },
  };
}

/** What an article's node says: the facts its header shows, and the page's picture. */
export interface ArticleInput {
  /** A blog post or a news item. */
  type: "BlogPosting" | "NewsArticle";
  /** The page's path. */
  path: string;
  headline: string;
  description?: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  /** YYYY-MM-DD, when the article changed in substance after it was published. */
  dateModified?: string;
  /**
   * Who signed it. A name that begins with the brand's ("Workcraft newsroom") is the company
   * itself, as an Organization; any other names a Person. None: the company.
   */
  author?: string;
  /** The page's share picture, a path on the site or an absolute URL. */
  image: string;
}

/** The author of an article: a person by name, or the company. */
function authorOf(author: string | undefined): Organization | Person {
  if (!author || author.startsWith(BRAND)) return organizationReference();
  return { "@type": "Person", name: author };
}

/** A blog post or news item: headline, dates, author, publisher, picture and page. */
export function articleJsonLd(input: ArticleInput): WithContext<BlogPosting | NewsArticle> {
  const url = absoluteUrl(input.path);
  const article = {
    headline: input.headline,
    ...(input.description ? { description: input.description } : {}),
    datePublished: input.datePublished,
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    author: authorOf(input.author),
    publisher: organizationReference(),
    image: absoluteUrl(input.image),
    inLanguage: DEFAULT_LOCALE,
    mainEntityOfPage: url,
    url,
  };
  return input.type === "BlogPosting"
    ? { "@context": "https://schema.org", "@type": "BlogPosting", ...article }
    : { "@context": "https://schema.org", "@type": "NewsArticle", ...article };
}

/** What a job's node says beyond its facts: its page, title and full text. */
export interface JobPostingInput {
  /** The page's path; its last segment is the job's identifier. */
  path: string;
  title: string;
  /** The whole job description as HTML: the role, what you do and bring, how we hire. */
  descriptionHtml: string;
  job: JobFacts;
}

/** Where the job is done: remote from some countries, or an office's address. */
function jobLocationOf(location: JobFacts["location"]): Partial<JobPosting> {
  if (location.type === "remote") {
    const countries: Country[] = location.applicantCountries.map((code) => ({
      "@type": "Country",
      name: countryName(code) ?? code,
    }));
    return { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: countries };
  }
  const place: Place = {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      ...(location.streetAddress ? { streetAddress: location.streetAddress } : {}),
      addressLocality: location.locality,
      ...(location.region ? { addressRegion: location.region } : {}),
      ...(location.postalCode ? { postalCode: location.postalCode } : {}),
      addressCountry: location.country,
    },
  };
  return { jobLocation: place };
}

/**
 * A job as Google's job search reads it: title, full description, dates, contract, employer,
 * place or the countries of a remote job, the pay when the page states it, and its id. Its
 * applications go by e-mail, not through a form on the page (`directApply: false`).
 */
export function jobPostingJsonLd({
  path,
  title,
  descriptionHtml,
  job,
}: JobPostingInput): WithContext<JobPosting> {
  const salary: MonetaryAmount | undefined = job.salary && {
    "@type": "MonetaryAmount",
    currency: job.salary.currency,
    value: {
      "@type": "QuantitativeValue",
      minValue: job.salary.min,
      ...(job.salary.max !== undefined ? { maxValue: job.salary.max } : {}),
      unitText: job.salary.per,
    },
  };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title,
    description: descriptionHtml,
    datePosted: job.datePosted,
    // The last day of applications, to its end: schema.org's validThrough is a date and time.
    validThrough: `${job.validThrough}T23:59:59Z`,
    employmentType: job.employmentType,
    hiringOrganization: organizationReference(),
    ...jobLocationOf(job.location),
    ...(salary ? { baseSalary: salary } : {}),
    identifier: {
      "@type": "PropertyValue",
      name: BRAND,
      value: path.split("/").at(-1) ?? path,
    },
    directApply: false,
    url: absoluteUrl(path),
  };
}

/** One question of an FAQ block and its answer, as the page shows them. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The questions and answers of a page's FAQ blocks, as one FAQPage. */
export function faqPageJsonLd(entries: readonly FaqEntry[], path: string): WithContext<FAQPage> {
  const questions: Question[] = entries.map(({ question, answer }) => ({
    "@type": "Question",
    name: question,
    acceptedAnswer: { "@type": "Answer", text: answer },
  }));
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absoluteUrl(path),
    mainEntity: questions,
  };
}
