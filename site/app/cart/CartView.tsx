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
import { FREE_PRICE_TEXT, formatMoney, toCents } from "@workcraft/domain/rules";
import { observer } from "mobx-react-lite";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { MORE_APPS_HREF } from "../stores/CartStore";
import { useStores } from "../stores/StoresProvider";
import { cartCheckoutPath, cartTotals, type CartApp } from "./cartTotals";

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
  const [checkingOut, setCheckingOut] = useState(false);
  const byId = useMemo(() => new Map(apps.map((app) => [app.id, app])), [apps]);
  const totals = cartTotals(cart.items, byId, cart.template);
  const template = cart.template;

  const checkOut = async () => {
    setCheckingOut(true);
    try {
      if (await cart.startCheckout()) {
        await navigate(cartCheckoutPath(cart.items, template));
      }
    } finally {
      setCheckingOut(false);
    }
  };

  return (
    <Section spacing="large">
      <Container width="medium">
        <Stack gap="xlarge">
          <Stack gap="small">
            <Heading level={1} size="xlarge">
              Your cart
            </Heading>
            <Text size="large" tone="muted">
              The apps for your workspace. The builder plan and the number of users are chosen at
              checkout.
            </Text>
          </Stack>
          {cart.count === 0 ? (
            <Stack gap="medium" data-cart-empty="">
              <Text size="large">Your cart is empty.</Text>
              <div>
                <Button href={MORE_APPS_HREF}>Browse the apps</Button>
              </div>
            </Stack>
          ) : (
            <>
              {template && (
                <Text data-cart-template={template.id}>
                  With the {template.name} template: {formatMoney(template.monthlyCents)} a month
                  for its plan and its apps.
                </Text>
              )}
              <Stack as="ul" gap="small" aria-label="Apps in your cart" data-cart-items="">
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
                              ? "In the template"
                              : price === 0
                                ? FREE_PRICE_TEXT
                                : `${formatMoney(toCents(price))} a month`}
                            {app?.defaultApp ? " · In every workspace" : ""}
                          </Text>
                        </Stack>
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={`Remove: ${item.name}`}
                          onClick={() => void cart.removeApp(item.id)}
                        >
                          Remove
                        </Button>
                      </Inline>
                    </Card>
                  );
                })}
              </Stack>
              <Card appearance="elevated" data-cart-summary="">
                <PriceSummary
                  {...summaryRows}
                  heading="Summary"
                  headingLevel={2}
                  appsIncluded={String(totals.appsIncluded)}
                  totalMonthlyCost={totals.totalMonthlyCost}
                  totalYearlyCost={totals.totalYearlyCost}
                />
              </Card>
              <div>
                <Button size="large" loading={checkingOut} onClick={() => void checkOut()}>
                  Check out
                </Button>
              </div>
            </>
          )}
        </Stack>
      </Container>
    </Section>
  );
});
