import { Card, Heading, Link, Stack, Text } from "@workcraft/design-system";
import { formatMoney, type PricedOrder } from "@workcraft/domain/rules";
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
          Your order
        </Heading>
        {source.templateId ? (
          <Stack gap="xsmall">
            <Text>Template: {templateName ?? source.templateId}</Text>
            {source.appNames.length > 0 && (
              <Text data-order-extra-apps="">
                Apps outside the template: {source.appNames.join(", ")}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="xsmall">
            {plan && <Text>Plan: {plan.name}</Text>}
            <Text>
              {source.appNames.length > 0
                ? `Apps: ${source.appNames.join(", ")}`
                : "No apps chosen yet."}
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
                <Link href={MORE_APPS_HREF}>Choose apps in the app store</Link>
              </Text>
            )}
          </Stack>
        )}
        {priced ? (
          <dl className={styles.lines} aria-busy={pending || undefined} data-priced-order="">
            {priced.lines.map((line) => (
              <div key={line.id} className={styles.line}>
                <dt>{line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}</dt>
                <dd>{formatMoney(line.monthlyCents, { currency: priced.currency })}</dd>
              </div>
            ))}
            <div className={styles.total}>
              <dt>Per month</dt>
              <dd data-monthly-cents={priced.monthlyCents}>
                {formatMoney(priced.monthlyCents, { currency: priced.currency })}
              </dd>
            </div>
            <div className={styles.line}>
              <dt>Per year</dt>
              <dd>{formatMoney(priced.yearlyCents, { currency: priced.currency })}</dd>
            </div>
          </dl>
        ) : (
          problems.length === 0 && (
            <Text tone="muted">
              {pending
                ? "Pricing your order…"
                : "The price shows here once the workspace name and your e-mail are filled in."}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
