import { metaPublishingProblems } from "@workcraft/domain/rules";
import { siteMetaDefaults } from "../config/brand";
import { pageSchema } from "./pageSchema";

/** A problem of a page's document, by the field it concerns (`meta.title`, `blocks.2.props.title`). */
export interface PageProblem {
  field: string;
  message: string;
}

/**
 * Every problem that keeps a page's document from being published, by the build's rules: the
 * page schema (every block's props), then the meta that search engines show, with the build's
 * messages. The server checks a publish with it; the Studio's editor shows it as one types.
 */
export function pageProblems(page: unknown): PageProblem[] {
  const parsed = pageSchema.safeParse(page);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({
      field: issue.path.join(".") || "(the page)",
      message: issue.message,
    }));
  }
  return metaPublishingProblems(parsed.data.meta, siteMetaDefaults).map((message) => ({
    field: /\bdescription\b/iu.test(message) ? "meta.description" : "meta.title",
    message,
  }));
}
