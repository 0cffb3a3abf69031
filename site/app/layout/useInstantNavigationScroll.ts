import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * The page scrolls smoothly for in-page links, but arriving at another page (its jump to the
 * top, or back to where the blog list was left) is instant. Runs before React Router's scroll
 * restoration in the same commit, and gives smooth scrolling back on the next frame.
 *
 * Chromium reads the root's scroll-behavior from the style it last computed: an inline style
 * set just before the router's `scrollTo` is not seen until the style is computed again, and
 * the page glided to the top over a second. Asking for the computed style
 * makes it so.
 */
export function useInstantNavigationScroll(): void {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    getComputedStyle(root).getPropertyValue("scroll-behavior");
    const frame = requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty("scroll-behavior");
    };
  }, [key]);
}
