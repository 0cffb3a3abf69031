import { useEffect } from "react";
import type { ShellText } from "../i18n/shellText";
import type { UiStore } from "../stores/UiStore";

/**
 * Tells the visitor, in the site's banner and the page's locale, when the connection drops and
 * when it returns: the site keeps working from what it has loaded, but a page not fetched yet
 * cannot open offline. A page whose script starts while the connection is down says so at once.
 */
export function useConnectionBanner(ui: UiStore, text: ShellText): void {
  useEffect(() => {
    const offlineMessage = text.text("connection.offline");
    const offline = () => ui.showToast({ type: "banner", message: offlineMessage });
    const online = () => {
      if (ui.toast?.message === offlineMessage) {
        ui.showToast({ type: "banner", message: text.text("connection.online") });
      }
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    // A connection that dropped before the page's script ran fired no event this could hear.
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [ui, text]);
}
