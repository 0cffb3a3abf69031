import {
  Heading,
  PricingTable,
  Stack,
  Text,
  itemHeadingLevel,
  ContentBlock,
} from "@workcraft/design-system";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";
import { useShellText } from "../../i18n/ShellTextProvider";
import { lowerFirst } from "../../i18n/lowerFirst";
import { ServerDrawn } from "../../hydration/ServerDrawn";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { formatMoney, toCents } from "@workcraft/domain/rules";
import { PricingCalculator } from "./PricingCalculator";

/** The builder plans a visitor can choose, a live price calculator, then the licence price list. */
export function PricingPlansBlock({ props, headingLevel }: BlockViewProps<"PricingPlans">) {
  const level = itemHeadingLevel(headingLevel);
  const text = useShellText();
  const { locale } = text;
  return (
    <ContentBlock
      {...frameOf(props, headingLevel)}
      {...messagePartsAttribute(text.locale, "pricing")}
    >
      {/* The plans and the licences are links and words: drawn by the server and kept as drawn;
          only the calculator hydrates. */}
      <ServerDrawn part="pricing plans" keep={props}>
        <PricingTable
          plans={props.plans.map((plan) => ({
            ...plan,
            action: {
              ...plan.action,
              label: text.format("block.plans.startWith", { plan: plan.name }),
            },
            priceText: formatMoney(toCents(plan.price), { currency: plan.currency, locale }),
            periodLabel: text.text("block.plans.perMonth"),
          }))}
          highlightedPlanId={props.plans[0]?.id}
          headingLevel={level}
          highlightLabel={text.text("block.plans.mostPopular")}
        />
      </ServerDrawn>
      {props.showCalculator && <PricingCalculator plans={props.plans} headingLevel={level} />}
      {props.licences.length > 0 && (
        <ServerDrawn part="licence prices" keep={props}>
          <Stack gap="medium">
            <Heading level={level} size="medium">
              {text.text("block.plans.licences")}
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
                      {licence.unit
                        ? ` ${lowerFirst(licence.unit, locale)}`
                        : ` ${text.text("block.plans.perMonth")}`}
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
