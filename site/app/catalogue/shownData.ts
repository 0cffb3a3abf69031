import type { StatsGridTier, StatsGridType, StatsRecommendation } from "@workcraft/design-system";
import type { PlainMessageId } from "../i18n/messageCatalogue";
import type { PriceSummaryText } from "./priceSummary";
import type { BlockImage } from "../blockFields/blockImage";

/*
 * What the server looks up for a block and sends to its view: plain data, so a page's blocks
 * travel to the browser as JSON and no catalogue code ships with the views.
 */

/** A page in a list: a post, a job, a term, a use case. */
export interface ListedPage {
  id: string;
  href: string;
  title: string;
  description: string;
  date?: string;
  author?: string;
  category?: string;
  location?: string;
}

/** An app as a card shows it. */
export interface AppSummary {
  id: string;
  name: string;
  description: string;
  href: string;
  price: number;
  comingSoon: boolean;
  iconUrl: string;
}

/** A template as a card shows it. */
export interface TemplateSummary {
  id: string;
  name: string;
  href: string;
  appCount: number;
  /** Its lowest monthly price, written the page's locale's way. */
  fromPrice: string;
}

/** A builder plan as the pricing table shows it. */
export interface PlanSummary {
  id: string;
  name: string;
  price: number;
  currency: string;
  items: string[];
  action: { label: string; href: string };
}

/** A licence of the price list. */
export interface LicenceSummary {
  id: string;
  name: string;
  priceText: string;
  unit?: string;
}

/** A roadmap app and its votes. */
export interface RoadmapEntry {
  key: string;
  name: string;
  description: string;
  votes: number;
}

/** A link to another app, named. */
export interface AppLink {
  name: string;
  href: string;
}

/** One figure of an app's stats grid: what it counts (a message), and a value or a word. */
export interface AppStat {
  label: PlainMessageId;
  /** A number (the view writes it the locale's way) or text as written; empty with a word. */
  value: string | number;
  /** A message the view says in place of `value` ("Free", "Default app"). */
  word?: PlainMessageId;
}

/** An app's stats grid as the loader sends it: figures, price tiers, free apps. */
export interface AppStats {
  type: StatsGridType;
  stats: AppStat[];
  tiers?: StatsGridTier[];
  freeApps?: string[];
  recommendation?: StatsRecommendation;
}

/** Everything an app's page shows. */
export interface AppDetailsData {
  appId: string;
  /** The slug of its page, which `get-app-by-slug` is asked with. */
  slug: string;
  name: string;
  shortDescription: string;
  description: string;
  paragraphs: string[];
  iconUrl: string;
  comingSoon: boolean;
  defaultApp: boolean;
  /** Its monthly price, written the locale's way; empty when the app is free. */
  priceText: string;
  tier: string;
  tags: string[];
  /** The figures of its stats grid. */
  stats?: AppStats;
  features: { id: string; title: string; description: string; image: BlockImage }[];
  dependencies: AppLink[];
  excludes: AppLink[];
  excludedBy: AppLink[];
}

/** A price variant of a template with its cart summary. */
export interface TemplateVariant {
  id: string;
  name: string;
  monthly: string;
  monthlyCents: number;
  summary: PriceSummaryText;
}

/** Everything a template's page shows. */
export interface TemplateDetailsData {
  templateId: string;
  name: string;
  planName: string;
  /** Its apps, in order (coming-soon ones too: the cart passes over them and says so). */
  apps: AppSummary[];
  variants: TemplateVariant[];
}
