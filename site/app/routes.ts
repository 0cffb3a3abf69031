import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { readContent } from "../build-tools/readContent";
import { ROUTE_PATTERNS } from "./paths";

/*
 * Every content file under `site/content/` is a route of its own (validated here, so a bad file
 * fails the build naming it). Catalogue pages have one dynamic route each; the page route looks
 * the page up by its path and answers 404 for an unknown slug.
 */
const PAGE = "routes/page.tsx";
const CHECKOUT = "routes/checkout.tsx";

const contentRoutes = readContent().map(({ path }) =>
  path === "/"
    ? index(PAGE, { id: "page-home" })
    : route(path.slice(1), PAGE, { id: `page${path}` }),
);

export default [
  ...contentRoutes,
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
  // The Studio, where marketers compose pages: rendered on request, never indexed.
  route("studio", "routes/studio.tsx", { id: "studio" }),
  route("studio/*", "routes/studio.tsx", { id: "studio-screen" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Any path no other route claims: a page the Studio published there, else the 404 page with
  // HTTP status 404.
  route("*", PAGE, { id: "studio-page" }),
] satisfies RouteConfig;
