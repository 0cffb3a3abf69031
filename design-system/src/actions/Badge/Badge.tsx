import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import * as styles from "./Badge.css";

export const badgeTones = ["neutral", "brand", "accent", "success", "warning", "danger"] as const;
export type BadgeTone = (typeof badgeTones)[number];

const badgeDefaults = { tone: "neutral" } as const;

export const badgeVariants = cva(styles.base, {
  variants: { tone: styles.tone },
  defaultVariants: badgeDefaults,
});

export interface BadgeProps
  extends ComponentPropsWithoutRef<"span">, RefAttributes<HTMLSpanElement> {
  /** Colour role; each pairs text and background at WCAG AA. */
  tone?: BadgeTone;
}

/** A short status label beside a name or a price. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone ?? badgeDefaults.tone}
      className={badgeVariants({ tone, className })}
      {...props}
    />
  );
}

/** The spec's label for apps and menu entries not available yet. */
export const COMING_SOON = "Coming soon";

/**
 * The "Coming soon" badge of apps and menu entries that are not available yet; `label` says it
 * in the page's language.
 */
export function ComingSoonBadge({
  label = COMING_SOON,
  ...props
}: Omit<BadgeProps, "tone" | "children"> & { label?: string }) {
  return (
    <Badge tone="warning" data-coming-soon="" {...props}>
      {label}
    </Badge>
  );
}
