import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./Section.css";

export const sectionSpacings = ["small", "medium", "large"] as const;
export type SectionSpacing = (typeof sectionSpacings)[number];
export const sectionTones = ["default", "subtle", "brand", "inverse"] as const;
export type SectionTone = (typeof sectionTones)[number];

export const sectionVariants = cva(styles.base, {
  variants: { spacing: styles.spacing, tone: styles.tone },
  defaultVariants: { spacing: "medium", tone: "default" },
});

export interface SectionProps extends ComponentPropsWithoutRef<"section"> {
  /** Vertical padding, growing on larger screens. */
  spacing?: SectionSpacing;
  /** Background and text colour of the band; every tone meets WCAG AA. */
  tone?: SectionTone;
}

/** A full-width band of the page with vertical rhythm; put a Container inside for the column. */
export function Section({ spacing, tone, className, ...props }: SectionProps) {
  return (
    <section
      data-tone={tone ?? "default"}
      className={sectionVariants({ spacing, tone, className })}
      {...props}
    />
  );
}
