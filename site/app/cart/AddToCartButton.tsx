import { Button, type ButtonSize } from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useShellText } from "../i18n/ShellTextProvider";
import { useStores } from "../stores/StoresProvider";

export interface AddToCartButtonProps {
  appId: string;
  /** The app's name, read after the label so each card's button has a name of its own. */
  appName: string;
  comingSoon: boolean;
  size?: ButtonSize;
}

/**
 * Adds an app (and what it depends on) to the cart; the cart's rules say what happened in the
 * toast. The button stays the same element in every state, so keyboard focus stays on it:
 * "Coming soon" and "In cart" are disabled (still focusable, so their label can be read).
 */
export const AddToCartButton = observer(function AddToCartButton({
  appId,
  appName,
  comingSoon,
  size = "small",
}: AddToCartButtonProps) {
  const { cart } = useStores();
  const text = useShellText();
  const [adding, setAdding] = useState(false);
  const inCart = cart.has(appId);
  const label = text.text(
    comingSoon ? "header.comingSoon" : inCart ? "button.inCart" : "button.addToCart",
  );
  return (
    <Button
      size={size}
      variant={comingSoon || inCart ? "secondary" : "primary"}
      disabled={comingSoon || inCart}
      loading={adding}
      // Its visible words first, then the app's: "Add to cart: Kanban".
      aria-label={`${label}: ${appName}`}
      data-cart-state={comingSoon ? "coming-soon" : inCart ? "in-cart" : "add"}
      onClick={async () => {
        setAdding(true);
        try {
          await cart.addApp(appId);
        } finally {
          setAdding(false);
        }
      }}
    >
      {label}
    </Button>
  );
});
