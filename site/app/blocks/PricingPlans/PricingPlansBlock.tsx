import {
  Heading,
  PricingTable,
  Stack,
  Text,
  itemHeadingLevel,
  ContentBlock,
} from "@workcraft/design-system";
import { ServerDrawn } from "../../hydration/ServerDrawn";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { formatMoney, toCents } from "@workcraft/domain/rules";
import { PricingCalculator } from "./PricingCalculator";

/** The builder plans a visitor can choose, a live price calculator, then the licence price list. */
export function PricingPlansBlock({ props, headingLevel }: BlockViewProps<"PricingPlans">) {
  const level = itemHeadingLevel(headingLevel);
  return (
    <ContentBlock {...frameOf(props, headingLevel)}>
      {/* The plans and the licences are links and words: drawn by the server and kept as drawn;
          only the calculator hydrates. */}
      <ServerDrawn part="pricing plans" keep={props}>
        <PricingTable
          plans={props.plans.map((plan) => ({
            ...plan,
            priceText: formatMoney(toCents(plan.price), { currency: plan.currency }),
            periodLabel: "per month",
          }))}
          highlightedPlanId={props.plans[0]?.id}
          headingLevel={level}
        />
      </ServerDrawn>
      {props.showCalculator && <PricingCalculator plans={props.plans} headingLevel={level} />}
      {props.licences.length > 0 && (
        <ServerDrawn part="licence prices" keep={props}>
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
        </ServerDrawn>
      )}
    </ContentBlock>
  );
}

export default blockViewOf("PricingPlans", PricingPlansBlock);
