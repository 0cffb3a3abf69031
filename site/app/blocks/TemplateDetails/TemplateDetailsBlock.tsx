import {
  AppCard,
  Card,
  Container,
  Grid,
  Heading,
  PriceSummary,
  Section,
  Stack,
  Text,
  itemHeadingLevel,
} from "@workcraft/design-system";
import { useId } from "react";
import { formatCount } from "@workcraft/domain/rules";
import { AddTemplateButton } from "../../cart/AddTemplateButton";
import { ServerDrawn } from "../../hydration/ServerDrawn";
import { priceSummaryLabelsIn } from "../../cart/priceSummaryLabels";
import { useShellText } from "../../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";
import { blockViewOf, type BlockViewProps } from "../blockView";

/**
 * A template's page: its apps in order, then each price variant with its cart summary. Only the
 * cart buttons act: the intro, the price summaries and the app cards are words and links, drawn
 * by the server and kept as drawn (`ServerDrawn`), so hydrating the page hydrates the buttons.
 */
export function TemplateDetailsBlock({ props, headingLevel }: BlockViewProps<"TemplateDetails">) {
  const level = itemHeadingLevel(headingLevel);
  const variantIds = useId();
  const appIds = props.apps.map((app) => app.id);
  const text = useShellText();
  const appCount = formatCount(props.apps.length, { locale: text.locale });
  return (
    <>
      <ServerDrawn part="template intro" keep={props}>
        <Section
          spacing="large"
          {...messagePartsAttribute(text.locale, "block", "details", "cart")}
        >
          <Container>
            <Stack gap="medium">
              <Heading level={headingLevel} size="xlarge">
                {text.format("block.template.title", { template: props.name })}
              </Heading>
              <Text size="xlarge" tone="muted">
                {text.format("block.template.lead", { count: appCount, plan: props.planName })}
              </Text>
            </Stack>
          </Container>
        </Section>
      </ServerDrawn>
      <Section background="subtle" aria-label={text.text("block.template.prices")}>
        <Container>
          <Stack gap="large">
            <Heading level={level} size="large">
              {text.text(
                props.variants.length > 1 ? "block.template.prices" : "block.template.price",
              )}
            </Heading>
            <Grid
              as="ul"
              columns={{ mobile: 1, desktop: Math.min(props.variants.length, 3) as 1 | 2 | 3 }}
              gap="large"
            >
              {props.variants.map((variant) => (
                <Card key={variant.id} as="li" appearance="elevated" data-variant={variant.id}>
                  <Stack gap="large">
                    <ServerDrawn part="template price" keep={props}>
                      <PriceSummary
                        {...variant.summary}
                        labels={priceSummaryLabelsIn(text)}
                        heading={
                          <span id={`${variantIds}-${variant.id}-name`}>
                            {text.format("block.template.variantPrice", {
                              variant: variant.name,
                              price: variant.monthly,
                            })}
                          </span>
                        }
                        headingLevel={itemHeadingLevel(level)}
                      />
                    </ServerDrawn>
                    <AddTemplateButton
                      describedBy={`${variantIds}-${variant.id}-name`}
                      template={{
                        id: variant.id,
                        name: variant.name,
                        monthlyCents: variant.monthlyCents,
                        appIds,
                      }}
                    />
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Stack>
        </Container>
      </Section>
      <ServerDrawn part="template apps" keep={props}>
        <Section aria-label={text.text("block.template.appsIncluded")}>
          <Container>
            <Stack gap="large">
              <Heading level={level} size="large">
                {text.format("block.template.appsInOrder", { count: appCount })}
              </Heading>
              <Grid as="ol" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
                {props.apps.map((app) => (
                  <AppCard
                    key={app.id}
                    as="li"
                    name={app.name}
                    headingLevel={itemHeadingLevel(level)}
                    description={app.description}
                    imageSrc={app.iconUrl}
                    comingSoon={app.comingSoon}
                    comingSoonLabel={text.text("header.comingSoon")}
                    href={app.href}
                  />
                ))}
              </Grid>
            </Stack>
          </Container>
        </Section>
      </ServerDrawn>
    </>
  );
}

export default blockViewOf("TemplateDetails", TemplateDetailsBlock);
