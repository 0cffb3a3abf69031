import { localeOfPath } from "@workcraft/domain/rules";
import { appByIdIn } from "../catalogue/catalogueLocale";
import type { Thing, WithContext } from "schema-dts";
import { richTextHtml } from "../blocks/RichText/richText";
import { siteMetaDefaults } from "../config/brand";
import { absoluteUrl } from "../config/site";
import type { Crumb } from "../content/breadcrumbs";
import { listingTitle } from "../content/listingTitle";
import { collectionOf } from "../content/collections";
import { publicationDate, type SitePage } from "../content/sitePages";
import { socialProfiles } from "../navigation/socialProfiles";
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  ORGANIZATION_LOGO,
  organizationJsonLd,
  softwareApplicationJsonLd,
  webSiteJsonLd,
} from "./structuredData";

/** An article's node, from its header's facts and the page's share picture. */
function articleOf(found: SitePage, type: "BlogPosting" | "NewsArticle") {
  const { page } = found;
  const header = page.blocks.find((block) => block.type === "ArticleHeader");
  const facts = header?.type === "ArticleHeader" ? header.props : undefined;
  const datePublished = publicationDate(page);
  // The content check makes every blog post and news item carry its date.
  if (!datePublished) return undefined;
  const description = facts?.description ?? page.listing?.description;
  const author = facts?.author ?? page.listing?.author;
  return articleJsonLd({
    type,
    path: found.path,
    headline: facts?.title ?? listingTitle(page),
    ...(description ? { description } : {}),
    datePublished,
    ...(page.listing?.updated ? { dateModified: page.listing.updated } : {}),
    ...(author ? { author } : {}),
    image: page.meta.shareImg ?? siteMetaDefaults.shareImg,
  });
}

/** A job page's posting: its header's title, and its header and text blocks as the description. */
function jobPostingOf(found: SitePage) {
  const { page } = found;
  if (!page.job) return undefined;
  const header = page.blocks.find((block) => block.type === "ArticleHeader");
  const title = header?.type === "ArticleHeader" ? header.props.title : listingTitle(page);
  const lead = header?.type === "ArticleHeader" ? header.props.description : undefined;
  const text = page.blocks.flatMap((block) =>
    block.type === "RichText" ? [richTextHtml(block.props.body, absoluteUrl)] : [],
  );
  return jobPostingJsonLd({
    path: found.path,
    title,
    descriptionHtml: [richTextHtml(lead ?? page.meta.description), ...text].join(""),
    job: page.job,
  });
}

/**
 * A page's structured data for search engines: the organisation and the site on `/`, an app
 * with its offer, a blog post or news item as an article, a job as a job posting, the
 * questions of its FAQ blocks, the breadcrumb trail of a nested page.
 */
export function pageStructuredData(
  found: SitePage,
  breadcrumbs: readonly Crumb[],
): WithContext<Thing>[] {
  const nodes: WithContext<Thing>[] = [];
  if (found.path === "/") {
    nodes.push(
      organizationJsonLd({
        logo: ORGANIZATION_LOGO,
        sameAs: socialProfiles.map((profile) => profile.href),
      }),
      webSiteJsonLd(),
    );
  }
  const collection = collectionOf(found.path);
  const article =
    collection === "blog"
      ? articleOf(found, "BlogPosting")
      : collection === "news"
        ? articleOf(found, "NewsArticle")
        : undefined;
  if (article) nodes.push(article);
  const job = collection === "jobs" ? jobPostingOf(found) : undefined;
  if (job) nodes.push(job);
  // An app page's facts in the page's locale: the words its visitors read there.
  const { locale } = localeOfPath(found.path);
  for (const block of found.page.blocks) {
    const app = block.type === "AppDetails" ? appByIdIn(block.props.appId, locale) : undefined;
    if (app) nodes.push(softwareApplicationJsonLd(app, found.path));
  }
  const questions = found.page.blocks.flatMap((block) =>
    block.type === "FAQ" ? block.props.items : [],
  );
  if (questions.length > 0) nodes.push(faqPageJsonLd(questions, found.path));
  if (breadcrumbs.length > 0) nodes.push(breadcrumbListJsonLd(breadcrumbs, found.path));
  return nodes;
}
