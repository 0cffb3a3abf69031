import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../Button";

export interface IconButtonProps extends Omit<
  ButtonProps,
  "iconStart" | "iconEnd" | "iconOnly" | "children" | "fullWidth"
> {
  /** What the button does, read by assistive technology and shown as a tooltip. */
  label: string;
  /** The icon: an svg, hidden from assistive technology (the label speaks for it). */
  children: ReactNode;
}

/** A square button that shows only an icon; its label names it. */
export function IconButton({ label, children, variant = "ghost", ...props }: IconButtonProps) {
  return (
    // No room for the external mark in a square; the label says where a link goes.
    <Button
      {...props}
      variant={variant}
      iconOnly
      externalMark={false}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true" style={{ display: "inline-flex" }}>
        {children}
      </span>
    </Button>
  );
}
