import type {
  AppFeature,
  AppSpecifications,
  AppTier,
  CatalogueApp,
} from "../catalogue/catalogueSchema";
import { APP_IMAGE_ROOT } from "../catalogue/appImageRoot";

export { APP_IMAGE_ROOT };

/**
 * The share image of an app's page (1200 by 630 pixels), for its `og:image`. Like every URL
 * built here, the site ships a file for it.
 */
export function appShareImageUrl(appId: string): string {
  return `${APP_IMAGE_ROOT}/${appId}/share.jpg`;
}

/** The title and text of a feature blurb; its images follow from the app and its position. */
export interface FeatureText {
  title: string;
  description: string;
}

/**
 * An app as written in the catalogue data. The ids, slug, images, clear-tag text and empty
 * lists are filled in by {@link defineApp}, so a data file holds only what is particular to the
 * app: its names, texts, flags, relations and figures.
 */
export interface AppContent {
  id: string;
  name: string;
  shortName?: string;
  /** Defaults to "specialized". */
  tier?: AppTier;
  comingSoon?: boolean;
  defaultApp?: boolean;
  groups?: readonly string[];
  industries?: readonly string[];
  useCases?: readonly string[];
  departments?: readonly string[];
  excludes?: readonly string[];
  dependencies?: readonly string[];
  dependenciesBundleId?: string;
  /** One sentence for cards and store results (at most 90 characters). */
  shortDescription: string;
  /** Two sentences for the app page's intro and its meta description (at most 159 characters). */
  description: string;
  /** The long text of the app page: paragraphs separated by a blank line, plain text. */
  fullDescription: string;
  /** Alternative text of the app's picture. */
  altTextImage: string;
  /** Monthly price in whole US dollars; defaults to 0. */
  price?: number;
  tags: readonly string[];
  specifications?: AppSpecifications;
  /** Exactly three feature blurbs. */
  features: readonly [FeatureText, FeatureText, FeatureText];
  /** The store slug; defaults to the id. */
  slug?: string;
}

/**
 * One responsive variant of a picture, named by its size (xs, sm, md, lg, xl). The pixel width
 * of each size is the design system's to say; the file names carry only the size.
 */
function imageVariant(base: string, size: "xs" | "sm" | "md" | "lg" | "xl") {
  return { imgUrl: `${base}-${size}.jpg`, webpUrl: `${base}-${size}.webp` };
}

/** A feature blurb with its full-size picture and the five responsive variants, xs to xl. */
export function featureWithImages(appId: string, position: number, text: FeatureText): AppFeature {
  const base = `${APP_IMAGE_ROOT}/${appId}/feature-${position}`;
  return {
    title: text.title,
    description: text.description,
    imageUrl: `${base}.jpg`,
    webpUrl: `${base}.webp`,
    xsImg: imageVariant(base, "xs"),
    smImg: imageVariant(base, "sm"),
    mdImg: imageVariant(base, "md"),
    lgImg: imageVariant(base, "lg"),
    xlImg: imageVariant(base, "xl"),
  };
}

/** Text without markup or doubled whitespace, as meta tags and search results need it. */
export function clearTags(text: string): string {
  return text
    .replace(/<[^>]*>/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

/**
 * A catalogue app from its content: `appId` and the slug default to the id; `imageUrl` is the
 * app's icon and `imageUrlV2` its store picture; features get their images; every list the
 * content leaves out is empty.
 */
export function defineApp(content: AppContent): CatalogueApp {
  const { id, slug, features, specifications, ...rest } = content;
  return {
    ...rest,
    id,
    appId: id,
    tier: content.tier ?? "specialized",
    comingSoon: content.comingSoon ?? false,
    defaultApp: content.defaultApp ?? false,
    groups: [...(content.groups ?? [])],
    industries: [...(content.industries ?? [])],
    useCases: [...(content.useCases ?? [])],
    departments: [...(content.departments ?? [])],
    excludes: [...(content.excludes ?? [])],
    dependencies: [...(content.dependencies ?? [])],
    tags: [...content.tags],
    price: content.price ?? 0,
    imageUrl: `${APP_IMAGE_ROOT}/${id}/icon.svg`,
    imageUrlV2: `${APP_IMAGE_ROOT}/${id}/picture.jpg`,
    clearTagDescription: clearTags(content.description),
    ...(specifications ? { specifications } : {}),
    features: features.map((text, index) => featureWithImages(id, index + 1, text)),
    marketing: { slug: slug ?? id },
  };
}
