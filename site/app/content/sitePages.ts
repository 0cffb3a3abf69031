import { metaPublishingProblems } from "@workcraft/domain/rules";
import { siteMetaDefaults } from "../config/brand";
import { cataloguePages } from "./cataloguePages";
import { collectionOf } from "./collections";
import { ContentError, shownFileOf, type ContentPage } from "./contentIndex";
import { pageSchema, type PageContent } from "./pageSchema";

/** A published page: from a content file or generated from the catalogue. */
export interface SitePage {
  path: string;
  page: PageContent;
  /** The content file it comes from (as messages name it: `shownFileOf`), or `catalogue`. */
  source: string;
}

/** The day an article was published: its header's date, else its listing's. */
export function publicationDate(page: PageContent): string | undefined {
  const header = page.blocks.find((block) => block.type === "ArticleHeader");
  return (header?.type === "ArticleHeader" ? header.props.date : undefined) ?? page.listing?.date;
}

/** What search engines need of the pages of a collection: an article's date, a job's facts. */
function collectionProblems(path: string, page: PageContent): string[] {
  const collection = collectionOf(path);
  if (collection === "jobs" && !page.job) {
    return [
      "field job: a job page needs its posting facts (datePosted, validThrough, employmentType, location)",
    ];
  }
  if (collection === "blog" || collection === "news") {
    if (!publicationDate(page)) {
      return ["field listing.date: a blog post or news item needs its publication date"];
    }
    const header = page.blocks.findIndex((block) => block.type === "ArticleHeader");
    const headerBlock = page.blocks[header];
    const headerDate = headerBlock?.type === "ArticleHeader" ? headerBlock.props.date : undefined;
    if (headerDate && page.listing?.date && headerDate !== page.listing.date) {
      return [
        `block ${header} (ArticleHeader), field date: ${headerDate} differs from listing.date ${page.listing.date}`,
      ];
    }
  }
  return [];
}

/**
 * Every page of the site: the content files, then the catalogue's pages. Throws when a
 * generated page is invalid, a page's meta would be published with a cut word or suffix, or
 * two pages share a title (search engines need them unique).
 */
export function sitePages(content: readonly ContentPage[]): SitePage[] {
  const problems: string[] = [];
  const pages: SitePage[] = content.map((found) => ({
    path: found.path,
    page: found.page,
    source: shownFileOf(found),
  }));
  const contentPaths = new Set(pages.map((page) => page.path));
  for (const generated of cataloguePages(contentPaths)) {
    if (contentPaths.has(generated.path)) {
      problems.push(`catalogue: ${generated.path} is also a content file`);
      continue;
    }
    const result = pageSchema.safeParse(generated.page);
    if (!result.success) {
      problems.push(
        ...result.error.issues.map(
          (issue) => `catalogue page ${generated.path}: ${issue.path.join(".")}: ${issue.message}`,
        ),
      );
      continue;
    }
    pages.push({ path: generated.path, page: result.data, source: "catalogue" });
  }
  const titles = new Map<string, string>();
  for (const { path, page, source } of pages) {
    // What search engines show must be spec-exact and clean: no cut word, no cut suffix.
    for (const problem of metaPublishingProblems(page.meta, siteMetaDefaults)) {
      problems.push(`${source === "catalogue" ? `catalogue page ${path}` : source}: ${problem}`);
    }
    for (const problem of collectionProblems(path, page)) problems.push(`${source}: ${problem}`);
    const other = titles.get(page.meta.title);
    if (other) problems.push(`${path}: has the same title as ${other}: "${page.meta.title}"`);
    titles.set(page.meta.title, path);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
