import * as RadixToast from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import type { ReactNode, RefAttributes } from "react";
import { Button } from "../../actions/Button";
import { IconButton } from "../../actions/IconButton";
import { Icon } from "../../media/Icon";
import * as styles from "./Toast.css";

/** The spec's toast types: a plain banner, and the banner about the cart's core (default) apps. */
export const toastTypes = ["banner", "banner-core-apps"] as const;
export type ToastType = (typeof toastTypes)[number];

const toastDefaults = { type: "banner" } as const;

export const toastVariants = cva(styles.base, {
  variants: { type: styles.type },
  defaultVariants: toastDefaults,
});

/** A button in the toast: a link when it has `href`, else a callback. */
export interface ToastAction {
  /** The button's text, e.g. "Add More Apps". */
  label: string;
  /** Where the button goes; rendered through the design system's link component. */
  href?: string;
  /** Called when the button is used (after which the toast closes). */
  onClick?: () => void;
}

type RootProps = Omit<RadixToast.ToastProps, "type" | "duration" | "children" | "title">;

export interface ToastProps extends RootProps, RefAttributes<HTMLLIElement> {
  /** Look of the toast, one of the spec's toast types. */
  type?: ToastType;
  /** The sentence the toast tells. */
  message: ReactNode;
  /** An optional button beside the message. */
  action?: ToastAction;
  /** Accessible label of the close button. */
  closeLabel?: string;
}

/**
 * One notification, shown while `open` and never closed by a timer: the reader closes it.
 * Render it inside a ToastProvider, or use ToastRegion, which shows one toast at a time.
 */
export function Toast({
  type = toastDefaults.type,
  message,
  action,
  closeLabel = "Close",
  className,
  ...props
}: ToastProps) {
  return (
    <RadixToast.Root
      type="foreground"
      duration={Infinity}
      data-type={type}
      {...props}
      className={toastVariants({ type, className })}
    >
      <span className={styles.icon[type]}>
        <Icon name={type === "banner" ? "info" : "warning"} size="medium" />
      </span>
      <div className={styles.body}>
        <RadixToast.Description className={styles.message}>{message}</RadixToast.Description>
        {action && (
          <RadixToast.Action altText={action.label} asChild>
            <Button variant="secondary" size="small" href={action.href} onClick={action.onClick}>
              {action.label}
            </Button>
          </RadixToast.Action>
        )}
      </div>
      <RadixToast.Close asChild>
        <IconButton label={closeLabel} size="small" className={styles.close}>
          <Icon name="close" size="small" />
        </IconButton>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
