import { useEffect } from "react";
import type { UiStore } from "../stores/UiStore";

export const OFFLINE_MESSAGE =
  "You are offline. Pages you have not opened yet will load once you are back online.";
export const ONLINE_AGAIN_MESSAGE = "You are back online.";

/**
 * Tells the visitor, in the site's banner, when the connection drops and when it returns: the
 * site keeps working from what it has loaded, but a page not fetched yet cannot open offline.
 * A page whose script starts while the connection is down says so at once.
 */
export function useConnectionBanner(ui: UiStore): void {
  useEffect(() => {
    const offline = () => ui.showToast({ type: "banner", message: OFFLINE_MESSAGE });
    const online = () => {
      if (ui.toast?.message === OFFLINE_MESSAGE) {
        ui.showToast({ type: "banner", message: ONLINE_AGAIN_MESSAGE });
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
  }, [ui]);
}
