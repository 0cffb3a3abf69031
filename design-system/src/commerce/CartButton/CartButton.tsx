import { useState } from "react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../../actions/Button";
import { Icon } from "../../media/Icon";
import { VisuallyHidden } from "../../typography/VisuallyHidden";
import { formatDisplayCount } from "../formatCount";
import * as styles from "./CartButton.css";

/** "1 item", "3 items": the default wording of the count in the accessible name. */
export function describeCartCount(count: number): string {
  return `${formatDisplayCount(count)} ${count === 1 ? "item" : "items"}`;
}

export interface CartButtonProps extends Omit<
  ButtonProps,
  "children" | "iconStart" | "iconEnd" | "iconOnly" | "fullWidth"
> {
  /** How many items the cart holds; the parent updates it. */
  count: number;
  /** What the button is, before the count in its accessible name: "Cart, 3 items". */
  label?: string;
  /** Words the count for the accessible name and the announcement. */
  describeCount?: (count: number) => string;
  /** The badge shows at most this, then "+" ("99+"); the accessible name has the real count. */
  maxBadgeCount?: number;
  /** Replaces the cart icon (decorative). */
  icon?: ReactNode;
}

/**
 * The way to the cart, with a badge of its item count (none when empty). Its accessible name
 * holds the count, and a polite live region announces each change of it.
 */
export function CartButton({
  count,
  label = "Cart",
  describeCount = describeCartCount,
  maxBadgeCount = 99,
  icon,
  variant = "ghost",
  ...props
}: CartButtonProps) {
  const name = `${label}, ${describeCount(count)}`;
  // Announce changes only, not the count the page loads with.
  const [announcement, setAnnouncement] = useState({ count, message: "" });
  if (announcement.count !== count) setAnnouncement({ count, message: name });

  return (
    <span className={styles.root} data-count={count}>
      <Button {...props} variant={variant} iconOnly title={name}>
        <span aria-hidden="true" className={styles.icon}>
          {icon ?? <Icon name="cart" size="medium" />}
        </span>
        {/* Named by its content, so the capped badge ("99+") is no part of the name. */}
        <VisuallyHidden>{name}</VisuallyHidden>
        {count > 0 && (
          <span key={count} aria-hidden="true" className={styles.badge} data-cart-badge="">
            {count > maxBadgeCount ? `${maxBadgeCount}+` : count}
          </span>
        )}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement.message}
      </VisuallyHidden>
    </span>
  );
}
