import { ToastRegion } from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import { useStores } from "../stores/StoresProvider";
import { useConnectionBanner } from "./useConnectionBanner";

/** The site's one toast region, rendered once in the root: it shows the UI store's toast. */
export const SiteToast = observer(function SiteToast() {
  const { ui } = useStores();
  useConnectionBanner(ui);
  return <ToastRegion toast={ui.toast} onDismiss={ui.clearToast} />;
});
