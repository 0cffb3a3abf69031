import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import * as styles from "./Icon.css";
import { iconDrawings, iconNames, type IconName } from "./drawings";

export const iconSizes = ["small", "medium", "large", "xlarge"] as const;
export type IconSize = (typeof iconSizes)[number];

/** Whether `name` names an icon of the set (content and menu data give names as plain strings). */
export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name);
}

export const iconDefaults = { size: "large" } as const;

export const iconVariants = cva(styles.base, {
  variants: { size: styles.size },
  defaultVariants: iconDefaults,
});

export interface IconProps
  extends Omit<ComponentPropsWithoutRef<"svg">, "children" | "name">, RefAttributes<SVGSVGElement> {
  /** Which icon of the set to draw. */
  name: IconName;
  /**
   * The icon's box, from the icon sizes of the tokens; or `text`, the height of the surrounding
   * text (1em), for an icon inside a line of words such as a menu entry or a link.
   */
  size?: IconSize | "text";
}

/**
 * A line icon of the design system's one set, chosen by name, in the current text colour.
 * Decorative: hidden from assistive technology, so the text beside it must say what it means.
 * Every component draws its icons with it; `strokeWidth` and the other SVG props pass through.
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
