import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { ROUTE_PATTERNS } from "./paths";

/*
 * One page route serves every page: the page module looks the page up by its path (a content
 * file under `site/content/`, a catalogue page, a page the Studio published) and answers 404 for
 * none. Content files are not routes of their own: React Router flattens and ranks every route
 * for each page it renders, so a route per file made each page's render grow with the number of
 * files. The build still reads and checks every file (the prerender's list, `sitePaths.ts`), so
 * a bad file fails the build naming it.
 */
const PAGE = "routes/page.tsx";
const CHECKOUT = "routes/checkout.tsx";

/**
 * The pages a launch notice's mails link to: rendered on request, never prerendered, never
 * indexed, not in the sitemap (each route's module says so).
 */
function launchNoticeRoutes(place: (pattern: string) => string, suffix: string) {
  return [
    route(place(ROUTE_PATTERNS.launchNotice.confirm), "routes/launchNoticeConfirm.tsx", {
      id: `launch-notice-confirm${suffix}`,
    }),
    route(place(ROUTE_PATTERNS.launchNotice.unsubscribe), "routes/launchNoticeUnsubscribe.tsx", {
      id: `launch-notice-unsubscribe${suffix}`,
    }),
  ];
}

/*
 * German's and French's cart, checkout and launch notice pages: one route each for both prefixes
 * (`/:locale/cart`), whose module answers 404 where the first segment is no other locale's
 * (`otherLocaleOnly`).
 * Their catalogue and content pages (`/de/business-app/apps/…`, `/de/pricing`) are the
 * catch-all's, which finds a page by its path; a catalogue page a locale's translation does not
 * cover answers 404 there. So the routes every page's manifest lists do not grow with the
 * locales.
 */
const inOtherLocale = (pattern: string) => `:locale/${pattern}`;
const localeRoutes = [
  route(inOtherLocale(ROUTE_PATTERNS.cart), "routes/cart.tsx", { id: "cart-in-locale" }),
  ...Object.entries(ROUTE_PATTERNS.checkout).map(([step, pattern]) =>
    route(inOtherLocale(pattern), CHECKOUT, { id: `checkout-${step}-in-locale` }),
  ),
  ...launchNoticeRoutes(inOtherLocale, "-in-locale"),
];

export default [
  index(PAGE, { id: "home" }),
  route(ROUTE_PATTERNS.appPage, PAGE, { id: "app-page" }),
  route(ROUTE_PATTERNS.templatePage, PAGE, { id: "template-page" }),
  route(ROUTE_PATTERNS.useCasePage, PAGE, { id: "use-case-page" }),
  // The visitor's cart: rendered on request, never prerendered, not in the sitemap.
  route(ROUTE_PATTERNS.cart, "routes/cart.tsx", { id: "cart" }),
  // The project checkout, one address per step; rendered on request, never prerendered.
  route(ROUTE_PATTERNS.checkout.details, CHECKOUT, { id: "checkout-details" }),
  route(ROUTE_PATTERNS.checkout.code, CHECKOUT, { id: "checkout-code" }),
  route(ROUTE_PATTERNS.checkout.create, CHECKOUT, { id: "checkout-create" }),
  route(ROUTE_PATTERNS.checkout.done, CHECKOUT, { id: "checkout-done" }),
  ...launchNoticeRoutes((pattern) => pattern, ""),
  ...localeRoutes,
  // The Studio, where marketers compose pages: rendered on request, never indexed.
  route("studio", "routes/studio.tsx", { id: "studio" }),
  route("studio/*", "routes/studio.tsx", { id: "studio-screen" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Any path no other route claims: a content file's page or a page the Studio published there,
  // else the 404 page with HTTP status 404.
  route("*", PAGE, { id: "page" }),
] satisfies RouteConfig;
