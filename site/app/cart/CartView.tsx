import {
  Button,
  Card,
  Container,
  Heading,
  Inline,
  Link,
  PriceSummary,
  Section,
  Stack,
  Text,
  type PriceSummaryProps,
} from "@workcraft/design-system";
import { formatMoney, localizedPath, toCents } from "@workcraft/domain/rules";
import { observer } from "mobx-react-lite";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useShellText } from "../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../i18n/messagePartsAttribute";
import { MORE_APPS_HREF } from "../stores/CartStore";
import { useStores } from "../stores/StoresProvider";
import { cartCheckoutPath, cartTotals, type CartApp } from "./cartTotals";
import { priceSummaryLabelsIn } from "./priceSummaryLabels";

/** The licence rows of the summary, the same for every cart (read on the server: data, no ref). */
export type CartSummaryRows = Omit<
  PriceSummaryProps,
  "totalMonthlyCost" | "totalYearlyCost" | "appsIncluded" | "heading" | "ref"
>;

export interface CartViewProps {
  apps: CartApp[];
  summaryRows: CartSummaryRows;
}

/**
 * The cart: its apps with a Remove button each (a refusal is explained in the toast), the
 * domain's cart summary and Check out, which goes on to the checkout when the cart allows it.
 */
export const CartView = observer(function CartView({ apps, summaryRows }: CartViewProps) {
  const { cart } = useStores();
  const navigate = useNavigate();
  const text = useShellText();
  const { locale } = text;
  const money = (cents: number) => formatMoney(cents, { locale });
  const [checkingOut, setCheckingOut] = useState(false);
  const byId = useMemo(() => new Map(apps.map((app) => [app.id, app])), [apps]);
  const totals = cartTotals(cart.items, byId, cart.template, locale);
  const template = cart.template;

  const checkOut = async () => {
    setCheckingOut(true);
    try {
      if (await cart.startCheckout()) {
        await navigate(cartCheckoutPath(cart.items, template, locale));
      }
    } finally {
      setCheckingOut(false);
    }
  };

  return (
    <Section spacing="large" {...messagePartsAttribute(locale, "cart")}>
      <Container width="medium">
        <Stack gap="xlarge">
          <Stack gap="small">
            <Heading level={1} size="xlarge">
              {text.text("cart.title")}
            </Heading>
            <Text size="large" tone="muted">
              {text.text("cart.lead")}
            </Text>
          </Stack>
          {cart.count === 0 ? (
            <Stack gap="medium" data-cart-empty="">
              <Text size="large">{text.text("cart.empty")}</Text>
              <div>
                <Button href={localizedPath(MORE_APPS_HREF, locale)}>
                  {text.text("cart.browseApps")}
                </Button>
              </div>
            </Stack>
          ) : (
            <>
              {template && (
                <Text data-cart-template={template.id}>
                  {text.format("cart.withTemplate", {
                    template: template.name,
                    price: money(template.monthlyCents),
                  })}
                </Text>
              )}
              <Stack as="ul" gap="small" aria-label={text.text("cart.items")} data-cart-items="">
                {cart.items.map((item) => {
                  const app = byId.get(item.id);
                  const inTemplate = template?.appIds.includes(item.id) ?? false;
                  const price = app?.price ?? 0;
                  return (
                    <Card key={item.id} as="li" appearance="outlined" data-cart-item={item.id}>
                      <Inline gap="medium" justifyContent="space-between" alignItems="center">
                        <Stack gap="xsmall">
                          {app ? (
                            <Link href={app.href}>{item.name}</Link>
                          ) : (
                            <Text>{item.name}</Text>
                          )}
                          <Text size="small" tone="muted">
                            {inTemplate
                              ? text.text("cart.inTemplate")
                              : price === 0
                                ? text.text("cart.free")
                                : text.format("cart.perMonth", { price: money(toCents(price)) })}
                            {app?.defaultApp ? text.text("cart.inEveryWorkspace") : ""}
                          </Text>
                        </Stack>
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={text.format("cart.removeApp", { app: item.name })}
                          onClick={() => void cart.removeApp(item.id)}
                        >
                          {text.text("cart.remove")}
                        </Button>
                      </Inline>
                    </Card>
                  );
                })}
              </Stack>
              <Card appearance="elevated" data-cart-summary="">
                <PriceSummary
                  {...summaryRows}
                  heading={text.text("cart.summary")}
                  labels={priceSummaryLabelsIn(text)}
                  headingLevel={2}
                  appsIncluded={String(totals.appsIncluded)}
                  totalMonthlyCost={totals.totalMonthlyCost}
                  totalYearlyCost={totals.totalYearlyCost}
                />
              </Card>
              <div>
                <Button size="large" loading={checkingOut} onClick={() => void checkOut()}>
                  {text.text("cart.checkOut")}
                </Button>
              </div>
            </>
          )}
        </Stack>
      </Container>
    </Section>
  );
});
