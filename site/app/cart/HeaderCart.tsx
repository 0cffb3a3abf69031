import { CartButton } from "@workcraft/design-system";
import { DEFAULT_LOCALE } from "@workcraft/domain/rules";
import { observer } from "mobx-react-lite";
import { countWords } from "../i18n/countWords";
import { useShellText } from "../i18n/ShellTextProvider";
import { cartPath } from "../paths";
import { useStores } from "../stores/StoresProvider";

/**
 * The header's way to the cart (in the page's locale), with its count in the locale's words. The
 * kept cart is read after the first render, so the server's HTML and the browser's first render
 * both show an empty cart.
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
      // English says it as the design system does ("3 items"), which needs no `Intl` object as
      // the page hydrates (the first costs a slow phone about 100 ms); other locales take the
      // runtime's plural rules.
      {...(locale === DEFAULT_LOCALE
        ? {}
        : {
            describeCount: (count: number) =>
              countWords(text, count, {
                one: "header.cartItem.one",
                other: "header.cartItem.other",
              }),
          })}
      data-slot="header-cart"
    />
  );
});
