import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import type { SectionBackground } from "../../vocabulary";
import * as styles from "./Section.css";

export const sectionSpacings = ["small", "medium", "large"] as const;
export type SectionSpacing = (typeof sectionSpacings)[number];
export { sectionBackgrounds, type SectionBackground } from "../../vocabulary";

const sectionDefaults = { spacing: "medium", background: "default" } as const;

export const sectionVariants = cva(styles.base, {
  variants: { spacing: styles.spacing, background: styles.background },
  defaultVariants: sectionDefaults,
});

export interface SectionProps
  extends ComponentPropsWithoutRef<"section">, RefAttributes<HTMLElement> {
  /** Vertical padding, growing on larger screens. */
  spacing?: SectionSpacing;
  /** The band's background, with the text colour that reads on it at WCAG AA. */
  background?: SectionBackground;
}

/** A full-width band of the page with vertical rhythm; put a Container inside for the column. */
export function Section({ spacing, background, className, ...props }: SectionProps) {
  return (
    <section
      data-background={background ?? sectionDefaults.background}
      className={sectionVariants({ spacing, background, className })}
      {...props}
    />
  );
}
