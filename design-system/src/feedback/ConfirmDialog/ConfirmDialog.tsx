import { cx } from "class-variance-authority";
import type { ReactNode } from "react";
import { Button } from "../../actions/Button";
import * as Dialog from "../Dialog/Dialog";
import * as styles from "./ConfirmDialog.css";

export interface ConfirmDialogProps extends Omit<
  Dialog.ContentProps,
  "children" | "role" | "hideClose" | "closeLabel"
> {
  /** The question asked, e.g. "New version available. Load New Version?". */
  question: ReactNode;
  /** More about what confirming does, read as the dialog's description. */
  description?: ReactNode;
  /** Text of the button that accepts. */
  confirmLabel: string;
  /** Text of the button that declines. */
  cancelLabel: string;
  /** Called when the reader accepts; the dialog then closes. */
  onConfirm: () => void;
  /** Called when the reader declines, by the button or Escape; the dialog then closes. */
  onCancel?: () => void;
  /** Whether the dialog is shown (controlled). */
  open?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** A button that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
}

/**
 * A yes-or-no question in a modal alert dialog: focus starts on the cancel button.
 * `className`, `ref` and every other prop reach the dialog box.
 */
export function ConfirmDialog({
  question,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  className,
  onPointerDownOutside,
  onEscapeKeyDown,
  ...props
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content
        role="alertdialog"
        hideClose
        {...props}
        className={cx(styles.content, className)}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          // A question must be answered: a click beside it does not count as either answer.
          event.preventDefault();
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (!event.defaultPrevented) onCancel?.();
        }}
      >
        <Dialog.Title>{question}</Dialog.Title>
        {description && <Dialog.Description>{description}</Dialog.Description>}
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
