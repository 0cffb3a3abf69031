import { Text, type ToastMessage } from "@workcraft/design-system";
import * as styles from "./ToastFallback.css";

/** The toast's message as a plain status line, while (or if) the toast region cannot load. */
export function ToastFallback({ toast }: { toast: ToastMessage | null }) {
  return (
    <div role="status" className={styles.fallback}>
      {toast && (
        <Text as="span" data-type={toast.type}>
          {toast.message}
        </Text>
      )}
    </div>
  );
}
