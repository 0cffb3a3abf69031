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
import { AddTemplateButton } from "../../cart/AddTemplateButton";
import { blockViewOf, type BlockViewProps } from "../blockView";

/** A template's page: its apps in order, then each price variant with its cart summary. */
export function TemplateDetailsBlock({ props, headingLevel }: BlockViewProps<"TemplateDetails">) {
  const level = itemHeadingLevel(headingLevel);
  const variantIds = useId();
  const appIds = props.apps.map((app) => app.id);
  return (
    <>
      <Section spacing="large">
        <Container>
          <Stack gap="medium">
            <Heading level={headingLevel} size="xlarge">
              {props.name} template
            </Heading>
            <Text size="xlarge" tone="muted">
              {props.apps.length} apps set up to work together in one workspace, on the{" "}
              {props.planName} builder plan.
            </Text>
          </Stack>
        </Container>
      </Section>
      <Section background="subtle" aria-label="Prices">
        <Container>
          <Stack gap="large">
            <Heading level={level} size="large">
              {props.variants.length > 1 ? "Prices" : "Price"}
            </Heading>
            <Grid
              as="ul"
              columns={{ mobile: 1, desktop: Math.min(props.variants.length, 3) as 1 | 2 | 3 }}
              gap="large"
            >
              {props.variants.map((variant) => (
                <Card key={variant.id} as="li" appearance="elevated" data-variant={variant.id}>
                  <Stack gap="large">
                    <PriceSummary
                      {...variant.summary}
                      heading={
                        <span id={`${variantIds}-${variant.id}-name`}>
                          {variant.name}: {variant.monthly} a month
                        </span>
                      }
                      headingLevel={itemHeadingLevel(level)}
                    />
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
      <Section aria-label="Apps included">
        <Container>
          <Stack gap="large">
            <Heading level={level} size="large">
              The {props.apps.length} apps, in the order you meet them
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
                  href={app.href}
                />
              ))}
            </Grid>
          </Stack>
        </Container>
      </Section>
    </>
  );
}

export default blockViewOf("TemplateDetails", TemplateDetailsBlock);
