import { appById, bundleById, CATALOGUE_APPS, storeApps } from "@workcraft/domain/data";
import { appDetails } from "../catalogue/appDetails";
import { appSummaries } from "../catalogue/appSummaries";
import { storeListing } from "../catalogue/storeEntries";
import { licenceSummaries, planSummaries, roadmapEntries } from "../catalogue/pricingSummaries";
import { templateDetails, templateSummaries } from "../catalogue/templateDetails";
import { collectionPages, type SitePage } from "../content/sitePages";
import type { Block } from "./blockSchema";
import type { AppGridSource } from "./AppGrid/appGridSchema";
import type { ListedPage, ResolvedBlock } from "./resolvedBlock";
import { resolveImage } from "../blockFields/resolveImage.server";

function appIdsOf(source: AppGridSource): string[] {
  switch (source.kind) {
    case "store":
      return storeApps().map((app) => app.id);
    case "bundle": {
      const bundle = bundleById(source.bundleId);
      return bundle ? [...bundle.bundleAppsIds, ...bundle.freeAppsIds] : [];
    }
    case "group":
      return CATALOGUE_APPS.filter((app) => app.groups.includes(source.group)).map((app) => app.id);
    case "apps":
      return source.appIds;
  }
}

function listedPage({ path, page }: SitePage): ListedPage {
  const listing = page.listing;
  return {
    id: path,
    href: path,
    title: listing?.title ?? page.meta.title,
    description: listing?.description ?? page.meta.description,
    ...(listing?.date ? { date: listing.date } : {}),
    ...(listing?.author ? { author: listing.author } : {}),
    ...(listing?.category ? { category: listing.category } : {}),
    ...(listing?.location ? { location: listing.location } : {}),
  };
}

/** Fills in what a block looks up: pictures, catalogue apps and plans, lists of pages. */
export function resolveBlock(block: Block, pages: readonly SitePage[]): ResolvedBlock {
  switch (block.type) {
    case "Hero": {
      const { image, ...props } = block.props;
      return {
        type: "Hero",
        props: { ...props, ...(image ? { image: resolveImage(image) } : {}) },
      };
    }
    case "FeatureBlock":
      return {
        type: "FeatureBlock",
        props: { ...block.props, image: resolveImage(block.props.image) },
      };
    case "ContentList": {
      const items = collectionPages(pages, block.props.collection).map(listedPage);
      const limit = block.props.limit;
      return {
        type: "ContentList",
        props: { ...block.props, items: limit ? items.slice(0, limit) : items },
      };
    }
    case "AppGrid": {
      const { source, ...props } = block.props;
      return { type: "AppGrid", props: { ...props, apps: appSummaries(appIdsOf(source)) } };
    }
    case "AppStore":
      return { type: "AppStore", props: { ...block.props, ...storeListing() } };
    case "TemplateGrid":
      return { type: "TemplateGrid", props: { ...block.props, templates: templateSummaries() } };
    case "PricingPlans":
      return {
        type: "PricingPlans",
        props: {
          ...block.props,
          plans: planSummaries(),
          licences: block.props.showLicencePrices ? licenceSummaries() : [],
        },
      };
    case "Roadmap":
      return { type: "Roadmap", props: { ...block.props, items: roadmapEntries() } };
    case "AppDetails": {
      const app = appById(block.props.appId);
      if (!app) throw new Error(`The catalogue has no app "${block.props.appId}"`);
      return { type: "AppDetails", props: appDetails(app) };
    }
    case "TemplateDetails":
      return { type: "TemplateDetails", props: templateDetails(block.props.templateId) };
    default:
      return block;
  }
}
