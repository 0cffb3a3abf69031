import { data } from "react-router";
import {
  DEFAULT_LOCALE,
  isSiteLocale,
  localeOfPath,
  localizedPath,
  type SiteLocale,
} from "@workcraft/domain/rules";

/*
 * The site's addresses, each written once: a builder that makes the address and a parser that
 * reads it back, so a link, a route and a page's lookup cannot disagree. Nothing else in
 * `site/app` spells these paths or the checkout's query by hand (`paths.test.ts` checks it).
 * A locale other than English puts its prefix before them (`/de/cart`, `localizedPath`).
 */

const APP_PAGES = "/business-app/apps";
const TEMPLATE_PAGES = "/business-app/templates";
const USE_CASE_PAGES = "/use-case";

/** The app store: every app, searched and filtered by its query (`?q=`). */
export const APP_STORE_PATH = APP_PAGES;

/**
 * The roadmap's place on a page (`/#roadmap`), where a launch mail about an app without a page
 * of its own sends its reader.
 */
export const ROADMAP_ANCHOR = "roadmap";

/** The visitor's cart. */
export const CART_PATH = "/cart";

/** The segment after `prefix/`, when the path is exactly one segment below it. */
function segmentBelow(prefix: string, path: string): string | undefined {
  if (!path.startsWith(`${prefix}/`)) return undefined;
  const rest = path.slice(prefix.length + 1).replace(/\/$/u, "");
  if (rest === "" || rest.includes("/")) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

/** Where an app's page is published: `/business-app/apps/{slug}`. */
export function appPagePath(slug: string): string {
  return `${APP_PAGES}/${encodeURIComponent(slug)}`;
}

/** The slug of an app's page address, if it is one. */
export function appSlugOf(path: string): string | undefined {
  return segmentBelow(APP_PAGES, path);
}

/** Where a template's page is published: `/business-app/templates/{templateId}`. */
export function templatePagePath(templateId: string): string {
  return `${TEMPLATE_PAGES}/${encodeURIComponent(templateId)}`;
}

/** The template's id of a template page's address, if it is one. */
export function templateIdOf(path: string): string | undefined {
  return segmentBelow(TEMPLATE_PAGES, path);
}

/** Where a use case's page is published: `/use-case/{bundleId}`. */
export function useCasePagePath(bundleId: string): string {
  return `${USE_CASE_PAGES}/${encodeURIComponent(bundleId)}`;
}

/** The bundle's id of a use case page's address, if it is one. */
export function useCaseIdOf(path: string): string | undefined {
  return segmentBelow(USE_CASE_PAGES, path);
}

/** The checkout's steps in order, each at its own address. */
export const CHECKOUT_STEP_PATHS = {
  details: "/checkout",
  code: "/checkout/code",
  create: "/checkout/create",
  done: "/checkout/done",
} as const;
export type CheckoutStepName = keyof typeof CHECKOUT_STEP_PATHS;

/** The visitor's cart in `locale`: `/cart`, `/de/cart`. */
export function cartPath(locale: SiteLocale = DEFAULT_LOCALE): string {
  return localizedPath(CART_PATH, locale);
}

/** The address of a checkout step, in `locale` (`/de/checkout/code`). */
export function checkoutStepPath(
  step: CheckoutStepName,
  locale: SiteLocale = DEFAULT_LOCALE,
): string {
  return localizedPath(CHECKOUT_STEP_PATHS[step], locale);
}

/**
 * The checkout step an address shows (a trailing slash allowed, in any locale: `/de/checkout`),
 * if it is one.
 */
export function checkoutStepOf(pathname: string): CheckoutStepName | undefined {
  const path = localeOfPath(pathname).pagePath.replace(/(.)\/$/u, "$1");
  return (Object.keys(CHECKOUT_STEP_PATHS) as CheckoutStepName[]).find(
    (step) => CHECKOUT_STEP_PATHS[step] === path,
  );
}

/**
 * What a checkout's address asks for: a template (`apps`: those bought beside it), a plan with
 * the pricing calculator's usage as typed, or nothing (the cart's apps).
 */
export interface CheckoutQuery {
  templateId?: string;
  /** The apps named beside a template, in the address's order. */
  appIds?: string[];
  planId?: string;
  users?: string;
  guests?: string;
  documents?: string;
  storageGb?: string;
}

/** The usage parameters, in the order the address carries them. */
const USAGE_KEYS = ["users", "guests", "documents", "storageGb"] as const;

/**
 * The checkout's first step with its query: `/checkout?template=<id>&apps=<id>,<id>` or
 * `/checkout?plan=<id>&users=…&guests=…&documents=…&storageGb=…`; values are URI-encoded,
 * the commas between apps are not. In `locale`, under its prefix (`/de/checkout?…`).
 */
export function checkoutPath(
  query: CheckoutQuery = {},
  locale: SiteLocale = DEFAULT_LOCALE,
): string {
  const details = checkoutStepPath("details", locale);
  const pairs: string[] = [];
  const add = (key: string, value: string | undefined) => {
    if (value !== undefined) pairs.push(`${key}=${encodeURIComponent(value)}`);
  };
  add("template", query.templateId);
  if (query.appIds && query.appIds.length > 0) {
    pairs.push(`apps=${query.appIds.map((id) => encodeURIComponent(id)).join(",")}`);
  }
  add("plan", query.planId);
  for (const key of USAGE_KEYS) add(key, query[key]);
  return pairs.length > 0 ? `${details}?${pairs.join("&")}` : details;
}

/** What a checkout address's query asks for (`checkoutPath` read back); blank apps left out. */
export function checkoutQueryOf(search: URLSearchParams): CheckoutQuery {
  const query: CheckoutQuery = {};
  const templateId = search.get("template");
  if (templateId !== null) query.templateId = templateId;
  const apps = (search.get("apps") ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  if (apps.length > 0) query.appIds = apps;
  const planId = search.get("plan");
  if (planId !== null) query.planId = planId;
  for (const key of USAGE_KEYS) {
    const value = search.get(key);
    if (value !== null) query[key] = value;
  }
  return query;
}

/**
 * The pages a launch notice's mails link to (beyond the spec): `confirm` confirms the address a
 * visitor gave, `unsubscribe` stops every launch mail to it. The API writes the same addresses
 * into its mails, each with the link's `?token=`.
 */
export const LAUNCH_NOTICE_PATHS = {
  confirm: "/launch-notices/confirm",
  unsubscribe: "/launch-notices/unsubscribe",
} as const;
export type LaunchNoticePage = keyof typeof LAUNCH_NOTICE_PATHS;

/**
 * The route patterns of `routes.ts`, made from the same prefixes as the builders above (German's
 * and French's cart and checkout put `:locale/` before theirs).
 */
export const ROUTE_PATTERNS = {
  appPage: `${APP_PAGES.slice(1)}/:slug`,
  templatePage: `${TEMPLATE_PAGES.slice(1)}/:templateId`,
  useCasePage: `${USE_CASE_PAGES.slice(1)}/:bundleId`,
  cart: CART_PATH.slice(1),
  checkout: Object.fromEntries(
    Object.entries(CHECKOUT_STEP_PATHS).map(([step, path]) => [step, path.slice(1)]),
  ) as Record<CheckoutStepName, string>,
  launchNotice: Object.fromEntries(
    Object.entries(LAUNCH_NOTICE_PATHS).map(([page, path]) => [page, path.slice(1)]),
  ) as Record<LaunchNoticePage, string>,
} as const;

/**
 * Answers 404 for a route under `:locale/` (German's and French's cart, checkout and launch notice
 * pages) whose first segment is not one of those locales' prefixes (`/blog/cart`, `/en/cart`).
 */
export function otherLocaleOnly(params: { locale?: string }): void {
  const { locale } = params;
  if (locale !== undefined && (!isSiteLocale(locale) || locale === DEFAULT_LOCALE)) {
    throw data({ path: null }, { status: 404 });
  }
}
