import { cva } from "class-variance-authority";
import type { SVGProps } from "react";
import * as styles from "./Icon.css";
import { iconDrawings, type IconName } from "./drawings";

export const iconSizes = ["small", "medium", "large", "xlarge"] as const;
export type IconSize = (typeof iconSizes)[number];

export const iconVariants = cva(styles.base, {
  variants: { size: styles.size },
  defaultVariants: { size: "large" },
});

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "name"> {
  /** Which icon of the set to draw. */
  name: IconName;
  /** The icon's box, from the icon sizes of the tokens. */
  size?: IconSize;
}

/**
 * A line icon of the design system's set, chosen by name, in the current text colour.
 * Decorative: hidden from assistive technology, so the text beside it must say what it means.
 */
export function Icon({ name, size, className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      className={iconVariants({ size, className })}
      {...props}
      aria-hidden="true"
      focusable="false"
    >
      {iconDrawings[name]}
    </svg>
  );
}
