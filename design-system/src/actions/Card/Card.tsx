import { cva, cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ElementType, RefAttributes } from "react";
import { LinkTo, type LinkToProps } from "../../typography/Link";
import * as styles from "./Card.css";

export const cardAppearances = ["outlined", "elevated", "subtle"] as const;
export type CardAppearance = (typeof cardAppearances)[number];
export const cardPaddings = ["none", "small", "medium", "large"] as const;
export type CardPadding = (typeof cardPaddings)[number];

const cardDefaults = { appearance: "outlined", padding: "medium", interactive: false } as const;

export const cardVariants = cva(styles.base, {
  variants: {
    appearance: styles.appearance,
    padding: styles.padding,
    interactive: { true: styles.interactive, false: "" },
  },
  defaultVariants: cardDefaults,
});

export interface CardProps extends ComponentPropsWithoutRef<"div">, RefAttributes<HTMLElement> {
  /** Border, shadow or tinted surface. */
  appearance?: CardAppearance;
  /** Inner space; `none` for cards that start with an edge-to-edge image. */
  padding?: CardPadding;
  /** Lifts on hover and rings on focus; set it when the card holds a CardLink. */
  interactive?: boolean;
  /** The element to render: `article` for a self-contained item, `li` in a list. */
  as?: "div" | "article" | "li" | "section";
}

/** A surface that groups one item's content. */
export function Card({
  appearance,
  padding,
  interactive,
  as = "div",
  className,
  ...props
}: CardProps) {
  // The elements differ only in name: their props are a div's, their ref an HTMLElement.
  const Tag = as as ElementType;
  return (
    <Tag
      data-appearance={appearance ?? cardDefaults.appearance}
      className={cardVariants({ appearance, padding, interactive, className })}
      {...props}
    />
  );
}

export interface CardLinkProps extends LinkToProps {
  /** Where the card leads: a path inside the site, or a full URL to leave it (see LinkTo). */
  href: string;
}

/**
 * The one link of an interactive card, usually its heading's text: the whole card is
 * clickable, yet keyboard and screen-reader users meet a single, well-named link.
 */
export function CardLink({ className, ...props }: CardLinkProps) {
  return <LinkTo {...props} className={cx(styles.coverLink, className)} />;
}
