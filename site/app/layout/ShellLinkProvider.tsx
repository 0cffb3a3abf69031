import { LinkProvider } from "@workcraft/design-system";
import { useMemo, type ReactNode } from "react";
import { useShellText } from "../i18n/ShellTextProvider";
import { RouterLink } from "./RouterLink";

/**
 * The design system's links through the router, with what screen readers hear after a link that
 * leaves the site or opens a new tab in the page's locale.
 */
export function ShellLinkProvider({ children }: { children: ReactNode }) {
  const text = useShellText();
  // One object per locale: a new one at each render of the frame (as each part of the page
  // hydrates) would change every link's context and make React hydrate all the page's parts
  // that are still waiting at once, in one long task.
  const notes = useMemo(
    () => ({
      anotherSite: text.text("shell.linkAnotherSite"),
      newTab: text.text("shell.linkNewTab"),
    }),
    [text],
  );
  return (
    <LinkProvider component={RouterLink} notes={notes}>
      {children}
    </LinkProvider>
  );
}
