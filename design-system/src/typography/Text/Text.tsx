import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ElementType, RefAttributes } from "react";
import * as styles from "./Text.css";

export const textSizes = ["small", "medium", "large", "xlarge"] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ["default", "muted", "brand", "danger"] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ["regular", "medium", "bold"] as const;
export type TextWeight = (typeof textWeights)[number];

const textDefaults = { size: "medium", tone: "default", weight: "regular" } as const;

export const textVariants = cva(styles.base, {
  variants: { size: styles.size, tone: styles.tone, weight: styles.weight },
  defaultVariants: textDefaults,
});

export interface TextProps extends ComponentPropsWithoutRef<"p">, RefAttributes<HTMLElement> {
  /** The element to render: a paragraph by default, `span` inside other text, `div` for blocks. */
  as?: "p" | "span" | "div";
  /** Font size from the type scale. */
  size?: TextSize;
  /** Colour role: `default` inherits its surroundings; the others meet WCAG AA on light surfaces. */
  tone?: TextTone;
  /** Font weight. */
  weight?: TextWeight;
}

/** Body text in the type scale's sizes and the theme's text colours. */
export function Text({ as = "p", size, tone, weight, className, ...props }: TextProps) {
  // A p, span or div: the ref receives an HTMLElement whichever it is.
  const Tag = as as ElementType;
  return (
    <Tag
      data-tone={tone ?? textDefaults.tone}
      className={textVariants({ size, tone, weight, className })}
      {...props}
    />
  );
}
