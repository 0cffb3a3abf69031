import { Button } from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import { useState } from "react";
import type { CartTemplate } from "../stores/CartStore";
import { useShellText } from "../i18n/ShellTextProvider";
import { useStores } from "../stores/StoresProvider";

export interface AddTemplateButtonProps {
  template: CartTemplate;
  /** The element naming the price variant, read as the button's description. */
  describedBy?: string;
}

/**
 * Adds every app of a template to the cart, all or nothing; coming-soon apps are passed over and
 * named in the toast. The cart then holds the template at its monthly price.
 */
export const AddTemplateButton = observer(function AddTemplateButton({
  template,
  describedBy,
}: AddTemplateButtonProps) {
  const { cart } = useStores();
  const text = useShellText();
  const [adding, setAdding] = useState(false);
  const inCart = cart.template?.id === template.id;
  return (
    <Button
      variant={inCart ? "secondary" : "primary"}
      disabled={inCart}
      loading={adding}
      aria-describedby={describedBy}
      data-template-cart={inCart ? "in-cart" : "add"}
      onClick={async () => {
        setAdding(true);
        try {
          await cart.addTemplate(template);
        } finally {
          setAdding(false);
        }
      }}
    >
      {text.text(inCart ? "button.templateInCart" : "button.addTemplate")}
    </Button>
  );
});
