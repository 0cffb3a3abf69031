import { useEffect, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { opensThroughRouter } from "./RouterLink";
import { SERVER_DRAWN_ATTRIBUTE } from "../hydration/ServerDrawn";

/** How long a pointer rests on a link before its page is fetched: React Router's own delay. */
const INTENT_DELAY_MS = 100;
/** The most pages fetched ahead for links of the drawn parts: enough for a visitor's hovering. */
const MOST_PREFETCHED = 12;

/** The link of the server-drawn part that `target` is in, and its address within the site. */
function drawnLinkPath(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${SERVER_DRAWN_ATTRIBUTE}]`)) {
    return undefined;
  }
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) {
    return undefined;
  }
  const href = anchor.getAttribute("href") ?? "";
  if (!opensThroughRouter(href)) return undefined;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : undefined;
}

/**
 * The links of the parts the server drew (`ServerDrawn`) behave as the router's links do: a
 * click opens the page without reloading the document, and a link the pointer rests on (or a
 * finger touches, or the keyboard focuses) has its page's code and data fetched first. One
 * listener on the document serves every such link, so the parts need no script of their own.
 * A click with a modifier key, or on a link that leaves the site, opens in a new tab or
 * downloads a file, is the browser's, as it would be for a router link.
 */
export function ServerDrawnLinks() {
  const navigate = useNavigate();
  const [prefetched, setPrefetched] = useState<readonly string[]>([]);

  useEffect(() => {
    let intent: ReturnType<typeof setTimeout> | undefined;
    const prefetch = (path: string) => {
      const page = path.replace(/#.*$/u, "");
      setPrefetched((pages) =>
        pages.includes(page) ? pages : [...pages, page].slice(-MOST_PREFETCHED),
      );
    };
    const onIntent = (event: Event) => {
      const path = drawnLinkPath(event.target);
      if (!path) return;
      clearTimeout(intent);
      if (event.type === "touchstart") prefetch(path);
      else intent = setTimeout(() => prefetch(path), INTENT_DELAY_MS);
    };
    const onLeave = (event: Event) => {
      if (drawnLinkPath(event.target)) clearTimeout(intent);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const path = drawnLinkPath(event.target);
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    };
    const listeners = [
      ["click", onClick],
      ["mouseover", onIntent],
      ["focusin", onIntent],
      ["touchstart", onIntent],
      ["mouseout", onLeave],
      ["focusout", onLeave],
    ] as const;
    for (const [type, listener] of listeners) {
      document.addEventListener(type, listener as EventListener, { passive: type !== "click" });
    }
    return () => {
      clearTimeout(intent);
      for (const [type, listener] of listeners) {
        document.removeEventListener(type, listener as EventListener);
      }
    };
  }, [navigate]);

  return (
    <>
      {prefetched.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
