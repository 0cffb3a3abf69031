import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./Link.css";
import { isExternalHref, ProvidedLink } from "./LinkProvider";

export const linkTones = ["brand", "inherit", "muted"] as const;
export type LinkTone = (typeof linkTones)[number];
export const linkUnderlines = ["always", "hover"] as const;
export type LinkUnderline = (typeof linkUnderlines)[number];

export const linkVariants = cva(styles.base, {
  variants: { tone: styles.tone, underline: styles.underline },
  defaultVariants: { tone: "brand", underline: "always" },
});

export interface LinkProps extends Omit<ComponentPropsWithoutRef<"a">, "href"> {
  /** Where the link goes: a path inside the site, or a full URL to leave it. */
  href: string;
  /** Colour: the brand colour, the surrounding text's, or muted. */
  tone?: LinkTone;
  /** Underlined always (in running text), or only on hover and focus (in navigation). */
  underline?: LinkUnderline;
}

/**
 * A text link. Inside the site it renders through the LinkProvider's component (the
 * router's link); links to other sites render a plain anchor.
 */
export function Link({ href, tone, underline, className, children, ...props }: LinkProps) {
  const classes = linkVariants({ tone, underline, className });
  if (isExternalHref(href)) {
    const rel = props.target === "_blank" ? "noopener noreferrer" : props.rel;
    return (
      <a href={href} className={classes} {...props} rel={rel}>
        {children}
      </a>
    );
  }
  return (
    <ProvidedLink href={href} className={classes} {...props}>
      {children}
    </ProvidedLink>
  );
}
