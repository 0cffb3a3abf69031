import { beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../../build-tools/readContent";
import { breadcrumbsOf } from "../content/breadcrumbs";
import { sitePages, type SitePage } from "../content/sitePages";
import { serializeJsonLd } from "./JsonLd";
import { pageStructuredData } from "./pageStructuredData";
import {
  describeIssues,
  structuredDataValidation,
  validateStructuredData,
  type StructuredDataReport,
} from "./testing/schemaOrgValidator";

/*
 * The structured data of every page, read back as a crawler reads it from the page, checked
 * against schema.org's vocabulary (types, properties, types of values) and Google's fields of
 * each rich result: see ./testing/schemaOrgValidator.ts for what checks what.
 */

type Node = Record<string, unknown>;

const pages = sitePages(readContent());
const byPath = new Map(pages.map((page) => [page.path, page]));
const { validator, checker } = structuredDataValidation();

/** The nodes of the page's ld+json script, parsed as a crawler parses them. */
function nodesOf(found: SitePage): Node[] {
  const nodes = pageStructuredData(
    found,
    breadcrumbsOf(found, (path) => byPath.get(path)),
  );
  return nodes.length > 0 ? (JSON.parse(serializeJsonLd(nodes)) as Node[]) : [];
}

async function issuesOf(data: unknown): Promise<string[]> {
  return describeIssues(await validateStructuredData(validator, checker, data));
}

const context = "https://schema.org";

describe("the structured-data checks", () => {
  it("find an unknown type, a property of another type and a value of the wrong type", async () => {
    const issues = await issuesOf([
      { "@context": context, "@type": "BlogPost", headline: "Hello" },
      { "@context": context, "@type": "Organization", name: "Acme", url: "/", headline: "x" },
      {
        "@context": context,
        "@type": "WebSite",
        name: "Acme",
        url: "https://a.example/",
        author: "Jo",
      },
    ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringContaining("BlogPost is no schema.org type"),
        expect.stringContaining('Property "headline" for type "Organization" is not supported'),
        expect.stringContaining("Organization[1]: headline is not a property of Organization"),
        expect.stringContaining('Organization[1].url: "/" is not a URL'),
        expect.stringContaining('WebSite[2].author: "Jo" is not a Organization or Person'),
      ]),
    );
  });

  it("find Google's required fields missing from a job posting, an article and an FAQ page", async () => {
    const issues = await issuesOf([
      { "@context": context, "@type": "JobPosting", title: "Engineer" },
      { "@context": context, "@type": "BlogPosting", headline: "Hello" },
      {
        "@context": context,
        "@type": "FAQPage",
        mainEntity: [{ "@type": "Question", name: "Why?" }],
      },
    ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Required attribute "datePosted" is missing'),
        expect.stringContaining('Required attribute "hiringOrganization" is missing'),
        expect.stringContaining("JobPosting[0]: employmentType is missing or wrong"),
        expect.stringContaining("BlogPosting[1]: datePublished is missing or wrong"),
        expect.stringContaining(
          "BlogPosting[1]: author (a named Person or Organization) is missing",
        ),
        expect.stringContaining("FAQPage[2]: mainEntity[0] (a Question with name and an accepted"),
      ]),
    );
  });
});

describe("every page's structured data", () => {
  let reports: [string, StructuredDataReport][];
  beforeAll(async () => {
    reports = [];
    for (const page of pages) {
      const nodes = nodesOf(page);
      if (nodes.length > 0) {
        reports.push([page.path, await validateStructuredData(validator, checker, nodes)]);
      }
    }
  });

  it("uses schema.org's types and properties with values of their types, and meets Google's fields", () => {
    expect(reports.length).toBeGreaterThan(60);
    const issues = reports.flatMap(([path, report]) =>
      describeIssues(report).map((issue) => `${path}: ${issue}`),
    );
    expect(issues).toEqual([]);
  });
});
