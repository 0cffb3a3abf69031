import { useSyncExternalStore } from "react";

/** Nothing to follow: whether a render hydrates never changes while the component lives. */
const noChange = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true on every later render
 * and on every render of a component first mounted in the browser (a client-side navigation).
 * What a component shows before it is true must be what the server rendered; after, it may
 * read the browser (the address's query, local storage) and take over forms and menus.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
