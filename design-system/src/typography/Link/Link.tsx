import { cva } from "class-variance-authority";
import * as styles from "./Link.css";
import { LinkTo, type LinkToProps } from "./LinkTo";

export const linkTones = ["brand", "inherit", "muted"] as const;
export type LinkTone = (typeof linkTones)[number];
export const linkUnderlines = ["always", "hover"] as const;
export type LinkUnderline = (typeof linkUnderlines)[number];

export const linkDefaults = { tone: "brand", underline: "always" } as const;

export const linkVariants = cva(styles.base, {
  variants: { tone: styles.tone, underline: styles.underline },
  defaultVariants: linkDefaults,
});

export interface LinkProps extends LinkToProps {
  /** Colour: the brand colour, the surrounding text's, or muted. */
  tone?: LinkTone;
  /** Underlined always (in running text), or only on hover and focus (in navigation). */
  underline?: LinkUnderline;
}

/**
 * A text link, through LinkTo: inside the site the router's link; to another site an anchor
 * with `rel="noopener noreferrer"` and the external mark.
 */
export function Link({ tone, underline, className, ...props }: LinkProps) {
  return <LinkTo {...props} className={linkVariants({ tone, underline, className })} />;
}
