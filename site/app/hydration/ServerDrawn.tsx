import { useHydrated } from "@workcraft/design-system";
import { useState, type ReactNode } from "react";
import * as styles from "./ServerDrawn.css";

import { SERVER_DRAWN_ATTRIBUTE } from "./serverDrawnAttribute";

export { SERVER_DRAWN_ATTRIBUTE };

/** Nothing to put inside: React keeps the server's children where it finds them. */
const KEEP_CHILDREN = { __html: "" } as const;
const NOT_KEPT = Symbol("not kept");

/**
 * A part of a page that does not act (a hero, a feature grid, the footer): where the browser
 * hydrates the server's HTML, it keeps the HTML as the server drew it and never renders the part,
 * so the part costs no script and no main-thread time. Its links still open pages through the
 * router (`ServerDrawnLinks`).
 *
 * It stays so while `keep` is the value it was hydrated with (compared with `Object.is`). When
 * `keep` changes (a client-side navigation gave the page other blocks) or the part is first
 * mounted in the browser, it renders its children like any component: whatever they need must
 * be loaded by then (a page's client loader loads the views of all its blocks).
 *
 * Hydration does not look inside an element whose `dangerouslySetInnerHTML` is set: React
 * neither compares nor replaces its children, and an update with the same object touches
 * nothing. The wrapper is `display: contents`, so it adds no box.
 */
export function ServerDrawn({
  part,
  keep,
  children,
}: {
  /** What the part is, for its attribute: a block's type, `footer`, `breadcrumbs`. */
  part: string;
  /** The value the part is kept for: while it stays the same, so does the server's HTML. */
  keep: unknown;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  // On the server (no document) and on a render in the browser that is not hydration, nothing is
  // kept; the first render of hydration remembers what it keeps.
  const [keptFor] = useState<unknown>(() =>
    hydrated || typeof document === "undefined" ? NOT_KEPT : keep,
  );
  const attributes = { className: styles.drawn, [SERVER_DRAWN_ATTRIBUTE]: part };
  if (Object.is(keptFor, keep)) {
    return (
      <div
        key="kept"
        {...attributes}
        dangerouslySetInnerHTML={KEEP_CHILDREN}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="drawn" {...attributes}>
      {children}
    </div>
  );
}
