import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { UiStore } from "../stores/UiStore";

/** After every navigation (not the first render) the UI store clears the banner and menus. */
export function useNavigationReset(ui: UiStore): void {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    ui.navigated();
  }, [key, ui]);
}
