import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { readContent } from "../build-tools/readContent";

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
  route("business-app/apps/:slug", PAGE, { id: "app-page" }),
  route("business-app/templates/:templateId", PAGE, { id: "template-page" }),
  route("use-case/:bundleId", PAGE, { id: "use-case-page" }),
  // The visitor's cart: rendered on request, never prerendered, not in the sitemap.
  route("cart", "routes/cart.tsx", { id: "cart" }),
  // The project checkout, one address per step; rendered on request, never prerendered.
  route("checkout", CHECKOUT, { id: "checkout-details" }),
  route("checkout/code", CHECKOUT, { id: "checkout-code" }),
  route("checkout/create", CHECKOUT, { id: "checkout-create" }),
  route("checkout/done", CHECKOUT, { id: "checkout-done" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Any path no other route claims: the 404 page, with HTTP status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
