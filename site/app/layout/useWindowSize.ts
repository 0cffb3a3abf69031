import { useEffect } from "react";
import { WINDOW_SIZE_THROTTLE_MS } from "../config/ui";
import type { UiStore } from "../stores/UiStore";
import { throttle } from "./throttle";

/** Keeps the UI store's window size current, updating at most every 200 ms while resizing. */
export function useWindowSize(ui: UiStore): void {
  useEffect(() => {
    const record = () => ui.setWindowSize({ width: window.innerWidth, height: window.innerHeight });
    record();
    const throttled = throttle(record, WINDOW_SIZE_THROTTLE_MS);
    window.addEventListener("resize", throttled, { passive: true });
    return () => {
      window.removeEventListener("resize", throttled);
      throttled.cancel();
    };
  }, [ui]);
}
