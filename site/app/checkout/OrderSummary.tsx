import { Card, Heading, Link, Stack, Text } from "@workcraft/design-system";
import { formatMoney, listNames, localizedPath, type PricedOrder } from "@workcraft/domain/rules";
import { useShellText } from "../i18n/ShellTextProvider";
import { MORE_APPS_HREF } from "../stores/CartStore";
import { useCheckout } from "./CheckoutContext";
import * as styles from "./checkout.css";

/** The summary's heading, focused when Continue is refused for a problem shown there. */
export const ORDER_SUMMARY_HEADING_ID = "order-summary-title";

/**
 * What the visitor is buying: the template and the apps outside it, or the plan and the apps,
 * then the order as the server priced it. Problems with the plan, the template or the apps are shown here, where
 * their cause is, with a way to the app store.
 */
export function OrderSummary({
  priced,
  problems = [],
  pending = false,
}: {
  priced: PricedOrder | null;
  problems?: string[];
  pending?: boolean;
}) {
  const { state, plans, templateName } = useCheckout();
  const text = useShellText();
  const { locale } = text;
  const names = (list: readonly string[]) => listNames(list, locale);
  const { source, details } = state;
  const plan = plans.find((candidate) => candidate.id === details.planId);
  return (
    <Card as="section" appearance="subtle" aria-labelledby={ORDER_SUMMARY_HEADING_ID}>
      <Stack gap="medium">
        <Heading
          level={2}
          size="small"
          id={ORDER_SUMMARY_HEADING_ID}
          tabIndex={-1}
          className={styles.heading}
        >
          {text.text("checkout.order")}
        </Heading>
        {source.templateId ? (
          <Stack gap="xsmall">
            <Text>
              {text.format("checkout.order.template", {
                template: templateName ?? source.templateId,
              })}
            </Text>
            {source.appNames.length > 0 && (
              <Text data-order-extra-apps="">
                {text.format("checkout.order.appsOutside", { apps: names(source.appNames) })}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="xsmall">
            {plan && <Text>{text.format("checkout.order.plan", { plan: plan.name })}</Text>}
            <Text>
              {source.appNames.length > 0
                ? text.format("checkout.order.apps", { apps: names(source.appNames) })
                : text.text("checkout.order.noApps")}
            </Text>
          </Stack>
        )}
        {problems.length > 0 && (
          <Stack gap="xsmall" data-order-problems="">
            {problems.map((problem) => (
              <Text key={problem} tone="danger">
                {problem}
              </Text>
            ))}
            {!source.templateId && (
              <Text>
                <Link href={localizedPath(MORE_APPS_HREF, locale)}>
                  {text.text("checkout.order.chooseApps")}
                </Link>
              </Text>
            )}
          </Stack>
        )}
        {priced ? (
          <dl className={styles.lines} aria-busy={pending || undefined} data-priced-order="">
            {priced.lines.map((line) => (
              <div key={line.id} className={styles.line}>
                <dt>{line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}</dt>
                <dd>{formatMoney(line.monthlyCents, { currency: priced.currency, locale })}</dd>
              </div>
            ))}
            <div className={styles.total}>
              <dt>{text.text("checkout.order.perMonth")}</dt>
              <dd data-monthly-cents={priced.monthlyCents}>
                {formatMoney(priced.monthlyCents, { currency: priced.currency, locale })}
              </dd>
            </div>
            <div className={styles.line}>
              <dt>{text.text("checkout.order.perYear")}</dt>
              <dd>{formatMoney(priced.yearlyCents, { currency: priced.currency, locale })}</dd>
            </div>
          </dl>
        ) : (
          problems.length === 0 && (
            <Text tone="muted">
              {pending
                ? text.text("checkout.order.pricing")
                : text.text("checkout.order.priceLater")}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
