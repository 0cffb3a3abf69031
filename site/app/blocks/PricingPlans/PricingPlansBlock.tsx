import {
  Heading,
  PricingTable,
  Stack,
  Text,
  itemHeadingLevel,
  ContentBlock,
} from "@workcraft/design-system";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { formatMoney, toCents } from "@workcraft/domain/rules";
import { PricingCalculator } from "./PricingCalculator";

/** The builder plans a visitor can choose, a live price calculator, then the licence price list. */
export function PricingPlansBlock({ props, headingLevel }: BlockViewProps<"PricingPlans">) {
  const level = itemHeadingLevel(headingLevel);
  return (
    <ContentBlock {...frameOf(props, headingLevel)}>
      <PricingTable
        plans={props.plans.map((plan) => ({
          ...plan,
          priceText: formatMoney(toCents(plan.price), { currency: plan.currency }),
          periodLabel: "per month",
        }))}
        highlightedPlanId={props.plans[0]?.id}
        headingLevel={level}
      />
      {props.showCalculator && <PricingCalculator plans={props.plans} headingLevel={level} />}
      {props.licences.length > 0 && (
        <Stack gap="medium">
          <Heading level={level} size="medium">
            License prices
          </Heading>
          <dl>
            {props.licences.map((licence) => (
              <div key={licence.id}>
                <dt>
                  <Text as="span" weight="medium">
                    {licence.name}
                  </Text>
                </dt>
                <dd>
                  <Text as="span" tone="muted">
                    {licence.priceText}
                    {licence.unit ? ` ${licence.unit.toLowerCase()}` : " per month"}
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
        </Stack>
      )}
    </ContentBlock>
  );
}

export default blockViewOf("PricingPlans", PricingPlansBlock);
