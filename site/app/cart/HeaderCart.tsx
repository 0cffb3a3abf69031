import { CartButton } from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import { countWords } from "../i18n/countWords";
import { useShellText } from "../i18n/ShellTextProvider";
import { cartPath } from "../paths";
import { useStores } from "../stores/StoresProvider";

/**
 * The header's way to the cart (in the page's locale), with its count in the locale's words. The kept cart is read after the first render,
 * so the server's HTML and the browser's first render both show an empty cart.
 */
export const HeaderCart = observer(function HeaderCart() {
  const { cart } = useStores();
  const text = useShellText();
  const { locale } = text;
  return (
    <CartButton
      count={cart.count}
      href={cartPath(locale)}
      label={text.text("header.cart")}
      describeCount={(count) =>
        countWords(text, count, { one: "header.cartItem.one", other: "header.cartItem.other" })
      }
      data-slot="header-cart"
    />
  );
});
