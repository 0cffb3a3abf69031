import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, MouseEvent, ReactNode, RefAttributes } from "react";
import { LinkTo } from "../../typography/Link";
import * as styles from "./Button.css";

export const buttonVariantNames = ["primary", "secondary", "ghost", "link"] as const;
export type ButtonVariant = (typeof buttonVariantNames)[number];
export const buttonSizes = ["small", "medium", "large"] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const buttonDefaults = {
  variant: "primary",
  size: "medium",
  fullWidth: false,
  iconOnly: false,
} as const;

export const buttonVariants = cva(styles.base, {
  variants: {
    variant: styles.variant,
    size: styles.size,
    fullWidth: { true: styles.fullWidth, false: "" },
    iconOnly: { true: styles.iconOnly, false: "" },
  },
  compoundVariants: [{ variant: "link", className: styles.flush }],
  defaultVariants: buttonDefaults,
});

type NativeButtonProps = Omit<ComponentPropsWithoutRef<"button">, "disabled">;

export interface ButtonProps
  extends NativeButtonProps, RefAttributes<HTMLButtonElement | HTMLAnchorElement> {
  /** Look and weight: primary for the one main action, secondary, ghost, or link. */
  variant?: ButtonVariant;
  /** Height and text size. */
  size?: ButtonSize;
  /** Renders a link to this destination that looks like a button. */
  href?: string;
  /** Shows a spinner and ignores clicks, keeping focus and label; announced as busy. */
  loading?: boolean;
  /** Cannot be used; stays focusable so its label can still be read. */
  disabled?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** An icon before the label (decorative: hidden from assistive technology). */
  iconStart?: ReactNode;
  /** An icon after the label (decorative). */
  iconEnd?: ReactNode;
  /** Opens a link in a new tab (only with `href`). */
  target?: string;
  /**
   * With an `href` to another site: shows the external mark after the label (on by default;
   * see LinkTo). Screen readers hear that it leads to another site either way.
   */
  externalMark?: boolean;
  /** For buttons that hold only an icon; use IconButton rather than setting this. */
  iconOnly?: boolean;
}

/** An action, or a link that looks like one. */
export function Button({
  variant,
  size,
  href,
  loading = false,
  disabled = false,
  fullWidth,
  iconOnly,
  iconStart,
  iconEnd,
  className,
  children,
  onClick,
  type = "button",
  target,
  externalMark,
  ...props
}: ButtonProps) {
  const inactive = loading || disabled;
  const classes = buttonVariants({ variant, size, fullWidth, iconOnly, className });
  const content = (
    <>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : iconStart}
      {children}
      {iconEnd}
    </>
  );
  const state = {
    "data-variant": variant ?? buttonDefaults.variant,
    "aria-disabled": inactive || undefined,
    "aria-busy": loading || undefined,
  };

  if (href !== undefined) {
    const linkProps = props as ComponentPropsWithoutRef<"a">;
    return (
      <LinkTo
        {...linkProps}
        {...state}
        href={href}
        target={target}
        externalMark={externalMark}
        className={classes}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (inactive) event.preventDefault();
          else onClick?.(event as unknown as MouseEvent<HTMLButtonElement>);
        }}
      >
        {content}
      </LinkTo>
    );
  }

  return (
    <button
      // Without an href the ref receives the button.
      {...(props as NativeButtonProps & RefAttributes<HTMLButtonElement>)}
      {...state}
      type={type}
      className={classes}
      onClick={(event) => {
        if (inactive) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}
