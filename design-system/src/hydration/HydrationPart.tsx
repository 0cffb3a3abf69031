import { Suspense, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/** The parts whose hydration React has put off and not yet done. */
const waiting = new Set<object>();
/** The parts already hydrated (or never hydrated: first mounted in the browser). */
const done = new WeakSet<object>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(id: object): void {
  done.add(id);
  if (waiting.delete(id)) for (const listener of listeners) listener();
}

/** Inside the part: runs when React has hydrated (or mounted) what the part holds. */
function PartReady({ id }: { id: object }) {
  useLayoutEffect(() => settle(id), [id]);
  return null;
}

export interface HydrationPartProps {
  /** What hydrates apart from the rest of the page. */
  children: ReactNode;
}

/**
 * A part of the page that React hydrates on its own, in a task of its own, after the rest: a
 * Suspense boundary, which React hydrates and commits apart from its parent. A page of a few
 * parts (the header, the page's content, each block that acts) then never blocks the main thread
 * for the whole page's hydration at once; a click on a part not yet hydrated hydrates it first.
 * The server renders it as its children alone (it suspends on nothing). `useEveryPartHydrated`
 * tells when every part of the page has hydrated.
 *
 * A part rendered again before React has hydrated it (its parent's state changed) is hydrated at
 * once, in the update's task: keep the state that changes early (a hydration flag, a window's
 * size) in components that get the parts as `children`, or inside the parts.
 */
export function HydrationPart({ children }: HydrationPartProps) {
  // The part's own token: ids of `useId` repeat from one React root to another.
  const [id] = useState(() => ({}));
  // A part is hydrated after its parent commits: the parent counts it as waiting in the same
  // commit as the page's shell, so the page is not called hydrated before its parts are. A part
  // mounted in the browser is ready first (a child's effects run before its parent's).
  // (No hydration flag here: a part that renders again before React has hydrated it makes React
  // hydrate it at once, in one task with the update.)
  useLayoutEffect(() => {
    if (done.has(id)) return;
    waiting.add(id);
    return () => settle(id);
  }, [id]);
  return (
    <Suspense>
      <PartReady id={id} />
      {children}
    </Suspense>
  );
}

/**
 * Whether React has hydrated the whole page: the render runs after hydration (`useHydrated`)
 * and no `HydrationPart` is still waiting for its own. False on the server.
 */
export function useEveryPartHydrated(): boolean {
  const hydrated = useHydrated();
  const noneWaiting = useSyncExternalStore(
    subscribe,
    () => waiting.size === 0,
    () => false,
  );
  return hydrated && noneWaiting;
}
