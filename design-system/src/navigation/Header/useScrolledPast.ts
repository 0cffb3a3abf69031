import { useCallback, useSyncExternalStore } from "react";

/** The spec's scroll distance, in px, after which an enabled sticky header sticks. */
export const STICKY_HEADER_OFFSET = 250;

/**
 * Whether the page (or the given scroll container) has scrolled `offset` px or more.
 * Always false when disabled and on the server.
 */
export function useScrolledPast(
  offset: number,
  enabled: boolean,
  container?: HTMLElement | null,
): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => {};
      const target: HTMLElement | Window = container ?? window;
      target.addEventListener("scroll", onChange, { passive: true });
      return () => target.removeEventListener("scroll", onChange);
    },
    [enabled, container],
  );
  const scrolled = () => (container ? container.scrollTop : window.scrollY) >= offset;
  return useSyncExternalStore(
    subscribe,
    () => enabled && scrolled(),
    () => false,
  );
}
