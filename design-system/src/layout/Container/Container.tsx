import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import * as styles from "./Container.css";

export const containerWidths = ["small", "medium", "large"] as const;
export type ContainerWidth = (typeof containerWidths)[number];

const containerDefaults = { width: "large" } as const;

export const containerVariants = cva(styles.base, {
  variants: { width: styles.width },
  defaultVariants: containerDefaults,
});

export interface ContainerProps
  extends ComponentPropsWithoutRef<"div">, RefAttributes<HTMLDivElement> {
  /** The widest the content may grow; the page's side padding always applies. */
  width?: ContainerWidth;
}

/** Centres content in a column of a readable width, with side padding that grows on larger screens. */
export function Container({ width, className, ...props }: ContainerProps) {
  return (
    <div
      data-width={width ?? containerDefaults.width}
      className={containerVariants({ width, className })}
      {...props}
    />
  );
}
