import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import * as styles from "./Heading.css";

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ["display", "xlarge", "large", "medium", "small"] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The size each level has unless a size is given, so the outline and the look can differ. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: "xlarge",
  2: "large",
  3: "medium",
  4: "small",
};

export const headingVariants = cva(styles.base, { variants: { size: styles.size } });

export interface HeadingProps
  extends ComponentPropsWithoutRef<"h1">, RefAttributes<HTMLHeadingElement> {
  /** The heading's rank in the page outline: renders `h1` to `h4`. */
  level: HeadingLevel;
  /** How large it looks; defaults to the usual size of its level. */
  size?: HeadingSize;
}

/** A section heading whose outline level and visual size are set separately. */
export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  const resolvedSize = size ?? sizeOfLevel[level];
  return (
    <Tag
      data-size={resolvedSize}
      className={headingVariants({ size: resolvedSize, className })}
      {...props}
    />
  );
}
