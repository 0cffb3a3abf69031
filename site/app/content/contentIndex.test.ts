import { describe, expect, it } from "vitest";
import {
  ContentError,
  contentFileOf,
  contentPath,
  indexContent,
  schemaReferenceOf,
} from "./contentIndex";

const meta = { title: "A page about apps for teams", description: "What the page says." };
const hero = { type: "Hero", props: { title: "Apps for teams" } };

function problemsOf(sources: Parameters<typeof indexContent>[0]): string[] {
  try {
    indexContent(sources);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("The content was accepted");
}

describe("content files", () => {
  it("publish at the path of their file, an index file at its folder's path", () => {
    expect(contentPath("index.json")).toBe("/");
    expect(contentPath("pricing.json")).toBe("/pricing");
    expect(contentPath("partner/index.json")).toBe("/partner");
    expect(contentPath("use-case/venture-capital-crm.json")).toBe("/use-case/venture-capital-crm");
    expect(contentPath("terms/enterprise-resource-planning/1.json")).toBe(
      "/terms/enterprise-resource-planning/1",
    );
  });

  it("are named by the path they publish, and point at the page schema from their folder", () => {
    for (const path of ["/", "/pricing", "/use-case/fleet-crm", "/terms/erp/1"]) {
      expect(contentPath(contentFileOf(path))).toBe(path);
    }
    expect(contentFileOf("/use-case/fleet-crm")).toBe("use-case/fleet-crm.json");
    expect(schemaReferenceOf("contact.json")).toBe("./page.schema.json");
    expect(schemaReferenceOf("use-case/fleet-crm.json")).toBe("../page.schema.json");
    expect(schemaReferenceOf("terms/erp/1.json")).toBe("../../page.schema.json");
  });

  it("are validated and given the frame's defaults", () => {
    const [page] = indexContent([{ file: "pricing.json", json: { meta, blocks: [hero] } }]);
    expect(page?.path).toBe("/pricing");
    expect(page?.page).toMatchObject({
      layout: "main",
      footer: "default",
      navigation: "default",
      sticky: true,
    });
  });

  it("name the file, the block's index and type, and the field of a bad block", () => {
    const blocks = [
      hero,
      {
        type: "FeatureGrid",
        props: {
          title: "Why",
          features: [
            { id: "one", title: "One", description: "First." },
            { id: "two", title: "", description: "Second." },
          ],
        },
      },
    ];
    const problems = problemsOf([{ file: "use-case/crm.json", json: { meta, blocks } }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^use-case\/crm\.json: block 1 \(FeatureGrid\), field props\.features\.1\.title: /u,
    );
  });

  it("refuse an unknown block type, a duplicate item id and an unknown picture", () => {
    const problems = problemsOf([
      { file: "a.json", json: { meta, blocks: [hero, { type: "Carousel", props: {} }] } },
      {
        file: "b.json",
        json: {
          meta,
          blocks: [
            hero,
            {
              type: "FAQ",
              props: {
                title: "Questions",
                items: [
                  { id: "same", question: "One?", answer: "Yes." },
                  { id: "same", question: "Two?", answer: "No." },
                ],
              },
            },
          ],
        },
      },
      {
        file: "c.json",
        json: {
          meta,
          blocks: [
            { type: "Hero", props: { title: "T", image: { name: "nope/feature-1", alt: "A" } } },
          ],
        },
      },
    ]);
    expect(problems[0]).toMatch(/^a\.json: block 1 \(Carousel\)/u);
    expect(problems[1]).toMatch(
      /^b\.json: block 1 \(FAQ\), field props\.items\.1\.id: The id "same" is used twice/u,
    );
    expect(problems[2]).toMatch(/^c\.json: block 0 \(Hero\), field props\.image\.name/u);
  });

  it("must open with a block that has a heading, the page's h1", () => {
    const problems = problemsOf([
      {
        file: "quote.json",
        json: { meta, blocks: [{ type: "Testimonial", props: { quote: "Q", authorName: "A" } }] },
      },
    ]);
    expect(problems[0]).toMatch(
      /^quote\.json: block 0 \(Testimonial\).*must open with a block that has a heading/u,
    );
  });

  it("refuse invalid JSON, bad file names, unknown fields and two files on one path", () => {
    const problems = problemsOf([
      { file: "broken.json", json: "Unexpected token } in JSON at position 12" },
      { file: "Big Page.json", json: { meta, blocks: [hero] } },
      { file: "extra.json", json: { meta, blocks: [hero], colour: "red" } },
      { file: "team.json", json: { meta, blocks: [hero] } },
      { file: "team/index.json", json: { meta, blocks: [hero] } },
    ]);
    expect(problems).toEqual([
      "broken.json: is not valid JSON (Unexpected token } in JSON at position 12)",
      'Big Page.json: the file or folder name "Big Page" must use lower-case letters, digits and hyphens',
      expect.stringMatching(/^extra\.json: field \(the file\): Unrecognized key: "colour"/u),
      "team/index.json: publishes /team, which team.json publishes already",
    ]);
  });

  it("name an extra folder's file by its full path, and refuse one on a content file's path", () => {
    const extraFolder = "/tmp/extra-content/";
    const problems = problemsOf([
      { file: "use-case/fleet-crm.json", json: { meta, blocks: [hero] } },
      { file: "use-case/fleet-crm.json", json: { meta, blocks: [hero] }, extraFolder },
      { file: "use-case/Bad.json", json: { meta, blocks: [hero] }, extraFolder },
      { file: "use-case/odd.json", json: { meta, blocks: [] }, extraFolder },
    ]);
    expect(problems).toEqual([
      "/tmp/extra-content/use-case/fleet-crm.json: publishes /use-case/fleet-crm, which use-case/fleet-crm.json publishes already",
      '/tmp/extra-content/use-case/Bad.json: the file or folder name "Bad" must use lower-case letters, digits and hyphens',
      expect.stringMatching(/^\/tmp\/extra-content\/use-case\/odd\.json: field blocks/u),
    ]);
    const [page] = indexContent([
      { file: "use-case/odd.json", json: { meta, blocks: [hero] }, extraFolder },
    ]);
    expect(page).toMatchObject({ path: "/use-case/odd", file: "use-case/odd.json", extraFolder });
  });

  it("name the field of a job's posting facts that is wrong", () => {
    const job = {
      datePosted: "2026-11-02",
      validThrough: "2026-10-01",
      employmentType: "FULL_TIME",
      location: { type: "remote", applicantCountries: ["US", "XX"] },
      salary: { currency: "USD", min: 150000, max: 120000, per: "YEAR" },
    };
    const problems = problemsOf([
      { file: "careers/jobs/engineer.json", json: { meta, job, blocks: [hero] } },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^careers\/jobs\/engineer\.json: field job\.location\.applicantCountries\.1: Use an ISO 3166-1 country code/u,
        ),
        expect.stringMatching(
          /field job\.salary\.max: The highest pay must not be below the lowest/u,
        ),
      ]),
    );
    const late = problemsOf([
      {
        file: "careers/jobs/engineer.json",
        json: {
          meta,
          job: {
            ...job,
            location: { type: "remote", applicantCountries: ["US"] },
            salary: undefined,
          },
          blocks: [hero],
        },
      },
    ]);
    expect(late).toEqual([
      expect.stringMatching(
        /field job\.validThrough: The last day of applications must come after the day the job was posted/u,
      ),
    ]);
  });
});
