import * as RadixToast from "@radix-ui/react-toast";
import { cx } from "class-variance-authority";
import type { ReactNode } from "react";
import * as styles from "./Toast.css";

export interface ToastProviderProps {
  /** The page, or the part of it, whose toasts this provider shows. */
  children?: ReactNode;
  /** Name of the toast region for assistive technology; `{hotkey}` becomes the key that focuses it. */
  label?: string;
  /** Keys that move focus to the toasts. */
  hotkey?: string[];
  /** Classes for the fixed list that holds the toasts. */
  viewportClassName?: string;
}

/** The place toasts appear: a fixed region near the top of the page, under the header. */
export function ToastProvider({
  children,
  label = "Notifications ({hotkey})",
  hotkey,
  viewportClassName,
}: ToastProviderProps) {
  return (
    <RadixToast.Provider duration={Infinity} swipeDirection="right" label="Notification">
      {children}
      <RadixToast.Viewport
        label={label}
        hotkey={hotkey}
        className={cx(styles.viewport, viewportClassName)}
      />
    </RadixToast.Provider>
  );
}
