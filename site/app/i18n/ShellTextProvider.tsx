import type { SiteLocale } from "@workcraft/domain/rules";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { ShellText } from "./shellText";

const ShellTextContext = createContext<ShellText | null>(null);

/**
 * Gives the render tree the shell's text in the page's locale, which the root decides from the
 * path (its loader has loaded the locale's catalogue by then, as the browser's entry has the
 * page's part of it before it hydrates).
 */
export function ShellTextProvider({
  locale,
  children,
}: {
  locale: SiteLocale;
  children: ReactNode;
}) {
  const shellText = useMemo(() => new ShellText(locale), [locale]);
  return <ShellTextContext.Provider value={shellText}>{children}</ShellTextContext.Provider>;
}

/** What the shell says in the page's locale: `text(id)`, `format(id, values)` and its `locale`. */
export function useShellText(): ShellText {
  const shellText = useContext(ShellTextContext);
  if (!shellText) throw new Error("useShellText needs a ShellTextProvider above it (root.tsx).");
  return shellText;
}
