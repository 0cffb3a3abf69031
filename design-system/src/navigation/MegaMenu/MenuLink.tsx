import type { ComponentProps } from "react";
import { isExternalHref, ProvidedLink } from "../../typography/Link";
import { VisuallyHidden } from "../../typography/VisuallyHidden";

export interface MenuLinkProps extends Omit<ComponentProps<"a">, "href"> {
  /** Where the link goes: a path inside the site, or a full URL. */
  href: string;
  /** Opens in a new tab and says so to assistive technology. */
  newTab?: boolean;
}

/** An unstyled navigation link: the router's link inside the site, an anchor outside it. */
export function MenuLink({ href, newTab = false, children, ...props }: MenuLinkProps) {
  const tab = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  const content = (
    <>
      {children}
      {newTab ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
    </>
  );
  if (isExternalHref(href)) {
    return (
      <a href={href} {...tab} {...props}>
        {content}
      </a>
    );
  }
  return (
    <ProvidedLink href={href} {...tab} {...props}>
      {content}
    </ProvidedLink>
  );
}
