import { CartButton } from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import { CART_PATH } from "../paths";
import { useStores } from "../stores/StoresProvider";

/**
 * The header's way to the cart, with its count. The kept cart is read after the first render,
 * so the server's HTML and the browser's first render both show an empty cart.
 */
export const HeaderCart = observer(function HeaderCart() {
  const { cart } = useStores();
  return <CartButton count={cart.count} href={CART_PATH} data-slot="header-cart" />;
});
