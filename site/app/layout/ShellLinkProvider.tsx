import { LinkProvider } from "@workcraft/design-system";
import type { ReactNode } from "react";
import { useShellText } from "../i18n/ShellTextProvider";
import { RouterLink } from "./RouterLink";

/**
 * The design system's links through the router, with what screen readers hear after a link that
 * leaves the site or opens a new tab in the page's locale.
 */
export function ShellLinkProvider({ children }: { children: ReactNode }) {
  const text = useShellText();
  return (
    <LinkProvider
      component={RouterLink}
      notes={{
        anotherSite: text.text("shell.linkAnotherSite"),
        newTab: text.text("shell.linkNewTab"),
      }}
    >
      {children}
    </LinkProvider>
  );
}
