import { enableStaticRendering } from "mobx-react-lite";
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from "react";
import { useShellText } from "../i18n/ShellTextProvider";
import { usePageFrame } from "./pageFrame";
import { createStores, type Stores } from "./createStores";

// On the server a render happens once: observers need not subscribe (and must not leak).
enableStaticRendering(typeof window === "undefined");

const StoresContext = createContext<Stores | null>(null);

/**
 * Creates the stores once for its render tree (so once per request on the server and once in
 * the browser) and keeps the frame they hold in step with the page shown.
 */
export function StoresProvider({ children }: { children: ReactNode }) {
  const frame = usePageFrame();
  const shellText = useShellText();
  const [stores] = useState(() => {
    const made = createStores(frame);
    made.ui.setShellText(shellText);
    return made;
  });
  const { layout, footer, navigation, sticky } = frame;
  useLayoutEffect(() => {
    stores.ui.applyFrame({ layout, footer, navigation, sticky });
  }, [stores, layout, footer, navigation, sticky]);
  useLayoutEffect(() => stores.ui.setShellText(shellText), [stores, shellText]);
  // The kept cart is read after the first render, so it matches the server's HTML.
  useEffect(() => stores.cart.restore(window), [stores]);
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** Gives a render tree stores made elsewhere: stories, which have no router data to make them from. */
export function ProvideStores({ stores, children }: { stores: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The stores of the page: `ui` (frame, toast, menus, window), `cart`, `votes` and `checkout`. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error("useStores needs a StoresProvider above it (root.tsx).");
  return stores;
}
