import { CATALOGUE_APPS, TEMPLATES, translateTemplate } from "@workcraft/domain/data";
import { localeOfPath } from "@workcraft/domain/rules";
import { priceSummaryOf } from "../catalogue/priceSummary";
import { appPageHref, catalogueTranslationOf } from "../catalogue/catalogueLocale";
import { noindexPageMeta } from "../meta/pageMeta";
import { loadCatalogue, ShellText } from "../i18n/shellText";
import { cartPath, otherLocaleOnly } from "../paths";
import { CartView, type CartSummaryRows } from "../cart/CartView";
import type { Route } from "./+types/cart";

/** The licence rows of the cart's summary: what a managed subscription includes and costs. */
const CART_SUMMARY_ROWS = [
  "pricePerUser",
  "numberOfUsers",
  "guests",
  "pricePerAdditionalGuestUser",
  "documentsIncluded",
  "documentsIncludedShort",
  "pricePerDocumentsWithEachManagedSubscription",
  "pricePerAdditionalDocuments",
  "storage",
  "pricePerAdditionalStorage",
] as const satisfies readonly (keyof CartSummaryRows)[];

/**
 * What the cart page prices with, read on the server from the catalogue, so its code carries
 * no catalogue: each app's name, page and price, and the licence rows of the summary.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  otherLocaleOnly(params);
  const { locale } = localeOfPath(new URL(request.url).pathname);
  await loadCatalogue(locale, ["cart"]);
  const text = new ShellText(locale);
  const template = TEMPLATES[0];
  if (!template) throw new Error("The catalogue has no template to read the licence prices from");
  const translation = catalogueTranslationOf(locale);
  const summary = priceSummaryOf(
    translation ? translateTemplate(template, translation) : template,
    locale,
  );
  const summaryRows = Object.fromEntries(
    CART_SUMMARY_ROWS.map((row) => [row, summary[row]]),
  ) as CartSummaryRows;
  return {
    apps: CATALOGUE_APPS.map((app) => ({
      id: app.id,
      name: app.name,
      href: appPageHref(app, locale),
      price: app.price,
      defaultApp: app.defaultApp,
    })),
    summaryRows,
    meta: { title: text.text("cart.title"), description: text.text("cart.metaDescription") },
  };
}

/**
 * The cart is a visitor's own, so no cache keeps its page, not even the browser's: Back or a
 * reload always renders it again (docs/server.md, "Caching").
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The cart is a visitor's own: never indexed, not in the sitemap. */
export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  noindexPageMeta(loaderData?.meta ?? CART_META, cartPath(localeOfPath(location.pathname).locale));

/** The cart's meta where its data did not come (in English, as the spec's default locale says it). */
const CART_META = {
  title: "Your cart",
  description: "The apps in your cart, their monthly and yearly price, and the way to check out.",
};

/**
 * The cart's view is in this route's own chunk, which only the cart loads: React Router fetches
 * it when a visitor points at a way to the cart, so the click shows the cart at once, not a
 * "loading" note while a second chunk comes.
 */
export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartView apps={loaderData.apps} summaryRows={loaderData.summaryRows} />;
}
