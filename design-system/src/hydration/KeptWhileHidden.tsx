import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/** Nothing to put inside: React keeps the server's children where it finds them. */
const KEEP_CHILDREN = { __html: "" } as const;

export interface KeptWhileHiddenProps {
  /** The media query under which the part shows; its styles hide it elsewhere. */
  shownWhen: string;
  /** The wrapper's classes: the part's own display rules. */
  className?: string;
  /** The part. */
  children: ReactNode;
}

/**
 * A part its styles show at some widths only (the desktop's menu, the tablet's row of links).
 * Where the browser hydrates the server's HTML at a width where the part is hidden, React keeps
 * the part's HTML as the server drew it and does not hydrate it: a phone does not pay for the
 * desktop's menu. When the window comes to a width where the part shows, the part renders anew
 * (the same HTML) and acts. Rendered in the browser, or hydrated where it shows, it is its
 * children in the wrapper.
 *
 * Hydration does not look inside an element whose `dangerouslySetInnerHTML` is set, so the kept
 * wrapper's children stay the server's.
 */
export function KeptWhileHidden({ shownWhen, className, children }: KeptWhileHiddenProps) {
  const hydrated = useHydrated();
  const [kept, setKept] = useState(
    () => !hydrated && typeof window !== "undefined" && !window.matchMedia(shownWhen).matches,
  );
  useEffect(() => {
    if (!kept) return;
    const query = window.matchMedia(shownWhen);
    const showWhenShown = () => {
      if (query.matches) setKept(false);
    };
    query.addEventListener("change", showWhenShown);
    showWhenShown();
    return () => query.removeEventListener("change", showWhenShown);
  }, [kept, shownWhen]);
  if (kept) {
    return (
      <div
        key="kept"
        className={className}
        dangerouslySetInnerHTML={KEEP_CHILDREN}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="shown" className={className}>
      {children}
    </div>
  );
}
