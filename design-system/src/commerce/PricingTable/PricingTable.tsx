import { cva } from "class-variance-authority";
import { useId, type ComponentPropsWithoutRef, type RefAttributes } from "react";
import { Badge } from "../../actions/Badge";
import { Button } from "../../actions/Button";
import { Card } from "../../actions/Card";
import { Icon } from "../../media/Icon";
import { Heading, type HeadingLevel } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import type { MarketingAction } from "../../marketing/types";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./PricingTable.css";

const pricingTableDefaults = { columns: 1 } as const;

export const pricingTableVariants = cva(styles.base, {
  variants: { columns: styles.columns },
  defaultVariants: pricingTableDefaults,
});

/** One plan of the table, as the caller already priced it. */
export interface PricingPlan {
  /** Stable key of the plan, such as "builder1"; set as `data-plan`. */
  id: string;
  /** The plan's name, shown as its heading. */
  name: string;
  /** The price as the caller writes it, such as "$49". */
  priceText: string;
  /** What the price covers, shown after it, such as "per month". */
  periodLabel?: string;
  /** A sentence on whom the plan suits. */
  description?: string;
  /** What the plan includes, one line each. */
  items: readonly string[];
  /** The plan's call to action, a link that looks like a button: its label and destination. */
  action: MarketingAction;
}

export interface PricingTableProps
  extends Omit<ComponentPropsWithoutRef<"ul">, "children">, RefAttributes<HTMLUListElement> {
  /** The plans, in the order shown; hiding plans is the caller's choice. */
  plans: readonly PricingPlan[];
  /** The id of the plan to recommend: outlined in the brand colour, with a badge. */
  highlightedPlanId?: string;
  /** The badge of the highlighted plan. */
  highlightLabel?: string;
  /** The rank of the plans' headings in the page outline. */
  headingLevel?: HeadingLevel;
}

/** Plans side by side with their price, what each includes and a call to action. */
export function PricingTable({
  plans,
  highlightedPlanId,
  highlightLabel = "Most popular",
  headingLevel = 3,
  className,
  ...props
}: PricingTableProps) {
  const columns = Math.min(Math.max(plans.length, 1), 4) as 1 | 2 | 3 | 4;
  const idPrefix = useId();
  return (
    <ul className={pricingTableVariants({ columns, className })} {...props}>
      {plans.map((plan) => {
        const highlighted = plan.id === highlightedPlanId;
        const headingId = `${idPrefix}-${plan.id}-name`;
        const actionId = `${idPrefix}-${plan.id}-action`;
        return (
          <Card
            key={plan.id}
            as="li"
            padding="large"
            className={styles.plan}
            data-plan={plan.id}
            data-highlighted={dataFlag(highlighted)}
          >
            <div className={styles.header}>
              <Heading id={headingId} level={headingLevel} size="small">
                {plan.name}
              </Heading>
              {highlighted && <Badge tone="brand">{highlightLabel}</Badge>}
            </div>
            {plan.description !== undefined && (
              <Text size="small" tone="muted">
                {plan.description}
              </Text>
            )}
            <p className={styles.price}>
              <span className={styles.amount}>{plan.priceText}</span>
              {plan.periodLabel !== undefined && (
                <span className={styles.period}>{plan.periodLabel}</span>
              )}
            </p>
            <ul className={styles.items}>
              {plan.items.map((item) => (
                <li key={item} className={styles.item}>
                  <Icon name="check" size="small" className={styles.check} />
                  {item}
                </li>
              ))}
            </ul>
            <Button
              href={plan.action.href}
              variant={highlighted ? "primary" : "secondary"}
              fullWidth
              className={styles.action}
              // Named "Get started Standard": the links differ even out of context.
              aria-labelledby={`${actionId} ${headingId}`}
            >
              <span id={actionId}>{plan.action.label}</span>
            </Button>
          </Card>
        );
      })}
    </ul>
  );
}
