import { cx } from "class-variance-authority";
import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from "react";
import { sprinkles, type Sprinkles } from "../../styles/sprinkles.css";

// AllHTMLAttributes, not one element's props: `as` renders any element (polymorphic).
export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | "as">, Sprinkles {
  /** The element to render; a `div` by default. */
  as?: ElementType;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Splits sprinkles props from the rest so only real attributes reach the DOM. */
export function extractSprinkles<P extends Record<string, unknown>>(props: P) {
  const atomProps: Record<string, unknown> = {};
  const otherProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else otherProps[key] = value;
  }
  return { atomProps: atomProps as Sprinkles, otherProps };
}

/**
 * The layout atom every other layout primitive is made of: any element, with spacing,
 * flex, grid and surface props that map to token classes (responsive with `{ mobile, tablet }`).
 */
export function Box({ as = "div", className, ...props }: BoxProps) {
  const { atomProps, otherProps } = extractSprinkles(props);
  const classes = cx(sprinkles(atomProps), className);
  return createElement(as, { ...otherProps, className: classes || undefined });
}
