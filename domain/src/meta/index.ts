export {
  META_DESCRIPTION_LIMIT,
  META_DESCRIPTION_SUFFIX_BELOW,
  META_OBJECT_REQUIRED,
  META_TITLE_LIMIT,
  META_TITLE_SUFFIX_BELOW,
  cutMetaDescription,
  cutMetaTitle,
  metaPublishingProblems,
  resolvePageMeta,
  type PageMeta,
  type ResolvedPageMeta,
  type SiteMetaDefaults,
} from "./pageMeta";
export { pageMetaSchema } from "./pageMetaSchema";
