import { BUNDLES } from "@workcraft/domain/data";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentDir, readContent } from "../../build-tools/readContent";
import { pageJsonSchema } from "../../build-tools/pageJsonSchema";
import { richTextLinks } from "../blocks/RichText/richText";
import { PAGE_SCHEMA_FILE, schemaReferenceOf } from "./contentIndex";
import { collectionOf } from "./collections";
import { sitePages } from "./sitePages";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const pages = sitePages(readContent());
const paths = new Set(pages.map((page) => page.path));

/** Every link a page's blocks hold: `href` fields and links inside rich text. */
function linksOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    if (key === "href" && typeof field === "string") return [field];
    if (key === "body" && typeof field === "string") return richTextLinks(field);
    return linksOf(field);
  });
}

describe("the site's content", () => {
  it("is valid, and its editor schema is the one the page schema generates", () => {
    expect(pages.length).toBeGreaterThan(40);
    const committed = readFileSync(join(contentDir, PAGE_SCHEMA_FILE), "utf8");
    // Run `npm run content:schema -w @workcraft/site` after changing a block's schema.
    expect(committed).toBe(pageJsonSchema());
  });

  it("points every file at the page schema from its own folder, as the Studio's export does", () => {
    const astray = readContent()
      .map(({ file }) => ({
        file,
        schema: (JSON.parse(readFileSync(join(contentDir, file), "utf8")) as { $schema?: string })
          .$schema,
      }))
      .filter(({ file, schema }) => schema !== schemaReferenceOf(file));
    expect(astray).toEqual([]);
  });

  it("links only to pages and files that exist", () => {
    const broken = pages.flatMap(({ path, page }) =>
      linksOf(page.blocks)
        .filter((href) => href.startsWith("/"))
        .map((href) => href.replace(/[?#].*$/u, ""))
        .filter((target) => !paths.has(target) && !existsSync(join(publicDir, target)))
        .map((target) => `${path} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("has a page for every use case of the catalogue", () => {
    for (const bundle of BUNDLES.filter((candidate) => candidate.type === "use-case")) {
      expect(paths.has(`/use-case/${bundle.id}`), bundle.id).toBe(true);
    }
  });

  it("gives every page a title of its own", () => {
    const titles = pages.map((page) => page.page.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("shows on each job page the contract and pay its posting gives search engines", () => {
    const jobs = pages.filter((page) => collectionOf(page.path) === "jobs");
    expect(jobs.length).toBeGreaterThan(3);
    for (const { path, page } of jobs) {
      const header = page.blocks.find((block) => block.type === "ArticleHeader");
      const facts = new Map(
        (header?.type === "ArticleHeader" ? (header.props.facts ?? []) : []).map((fact) => [
          fact.label,
          fact.value,
        ]),
      );
      const job = page.job!;
      const contract = job.employmentType.toLowerCase().replace(/_/gu, "-");
      expect(facts.get("Type")?.toLowerCase(), path).toBe(contract);
      if (job.salary) {
        const amount = (value: number) => value.toLocaleString("en-US");
        const salary = facts.get("Salary") ?? "";
        expect(salary, path).toContain(amount(job.salary.min));
        if (job.salary.max) expect(salary, path).toContain(amount(job.salary.max));
        expect(salary, path).toContain(job.salary.currency);
      }
    }
  });
});
