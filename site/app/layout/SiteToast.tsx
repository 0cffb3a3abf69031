import { observer } from "mobx-react-lite";
import { lazy, Suspense, useState } from "react";
import { useShellText } from "../i18n/ShellTextProvider";
import { useStores } from "../stores/StoresProvider";
import { ToastFallback } from "./ToastFallback";
import { useConnectionBanner } from "./useConnectionBanner";

// The toast region (Radix Toast) loads the first time a toast opens: most visits never see one,
// so no page pays for it up front. Once loaded it stays mounted, so toasts animate out. If the
// script cannot load (the visitor went offline before the update worker cached it), the message
// still shows, as a plain status line.
const ToastRegion = lazy(() =>
  import("./ToastRegionView").catch(() => ({ default: ToastFallback })),
);

/** The site's one toast region, rendered once in the root: it shows the UI store's toast. */
export const SiteToast = observer(function SiteToast() {
  const { ui } = useStores();
  const text = useShellText();
  useConnectionBanner(ui, text);
  const [opened, setOpened] = useState(false);
  if (ui.toast && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<ToastFallback toast={ui.toast} />}>
      <ToastRegion
        toast={ui.toast}
        onDismiss={ui.clearToast}
        label={`${text.text("shell.toastRegion")} ({hotkey})`}
        closeLabel={text.text("shell.closeToast")}
      />
    </Suspense>
  );
});
