import type { ReactNode } from "react";
import type { ToastAction, ToastType } from "./Toast";
import { Toast } from "./Toast";
import { ToastProvider, type ToastProviderProps } from "./ToastProvider";

/** The one toast to show: a new `id` replaces the toast on screen. */
export interface ToastMessage {
  /** Tells one toast from the next, so a new message is announced again. */
  id: string;
  /** One of the spec's toast types. */
  type: ToastType;
  /** The sentence the toast tells. */
  message: ReactNode;
  /** An optional button beside the message. */
  action?: ToastAction;
}

export interface ToastRegionProps extends Omit<ToastProviderProps, "children"> {
  /** The current toast, or null when none is shown. */
  toast: ToastMessage | null;
  /** Called when the reader closes the toast or uses its action: clear `toast` then. */
  onDismiss: () => void;
  /** Accessible label of the close button. */
  closeLabel?: string;
  /** The page, rendered before the toast region. */
  children?: ReactNode;
}

/**
 * Shows the single current toast. The caller keeps one `toast` value (a store or a state),
 * so only one toast can ever be open; setting another replaces it.
 */
export function ToastRegion({
  toast,
  onDismiss,
  closeLabel,
  children,
  ...props
}: ToastRegionProps) {
  return (
    <ToastProvider {...props}>
      {children}
      {toast && (
        <Toast
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss();
          }}
          type={toast.type}
          message={toast.message}
          action={toast.action}
          closeLabel={closeLabel}
        />
      )}
    </ToastProvider>
  );
}
