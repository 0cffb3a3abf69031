import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from "@workcraft/domain/rules";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { BLOCK_TYPES_ATTRIBUTE } from "./blocks/BlockList";
import { loadBlockViews } from "./blocks/blockViews";
import { CHECKOUT_FRAME_ATTRIBUTE, loadCheckoutFrame } from "./checkout/checkoutFrameLoader";
import { messagePartsIn } from "./i18n/messagePartsAttribute";
import { loadCatalogue } from "./i18n/shellText";

/** The block types the prerendered page shows, as the page renderer named them in its HTML. */
function pageBlockTypes(): string[] {
  return [...document.querySelectorAll(`[${BLOCK_TYPES_ATTRIBUTE}]`)].flatMap(
    (element) => element.getAttribute(BLOCK_TYPES_ATTRIBUTE)?.split(" ") ?? [],
  );
}

/** The page's locale, as the server rendered it (`<html lang>`, from the root's loader). */
function pageLocale(): SiteLocale {
  const { lang } = document.documentElement;
  return isSiteLocale(lang) ? lang : DEFAULT_LOCALE;
}

// The page's block views (and the checkout's frame, on its pages) load first, so hydration renders exactly what the server rendered.
// So does the page's part of its locale's catalogue (no other locale's), with the parts that
// parts it shows from the start ask for (the cart, the checkout, a lead form). Lingui's formatter
// loads later, where a message with a plural first shows (a toast of the cart).
const messageParts = messagePartsIn(document);
// (A promise, not a top-level await: the views import this entry's own chunk, and awaiting them
// while it evaluates would wait forever.)
// If a view cannot load, the page stays as the server sent it: readable, its links working.
Promise.all([
  loadBlockViews(pageBlockTypes()),
  document.querySelector(`[${CHECKOUT_FRAME_ATTRIBUTE}]`) ? loadCheckoutFrame() : undefined,
  loadCatalogue(pageLocale(), ["page", ...messageParts]),
]).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => {
    console.error("The page's scripts could not load; it stays as the server sent it.", error);
  },
);
