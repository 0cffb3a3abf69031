import {
  Badge,
  ComingSoonBadge,
  Container,
  FeatureBlock,
  Heading,
  Inline,
  Link,
  Section,
  Stack,
  StatsGrid,
  Text,
} from "@workcraft/design-system";
import type { AppLink } from "../resolvedBlock";
import { itemLevel } from "../blockLevel";
import type { BlockViewProps } from "../blockView";

function AppLinks({ links }: { links: AppLink[] }) {
  return links.map((link, index) => (
    <span key={link.href}>
      {index > 0 && (index === links.length - 1 ? " and " : ", ")}
      <Link href={link.href}>{link.name}</Link>
    </span>
  ));
}

/** An app's page: intro, figures, relations in words, the long description and three features. */
export function AppDetailsBlock({ props: app, headingLevel }: BlockViewProps<"AppDetails">) {
  const level = itemLevel(headingLevel);
  const conflicts = [
    ...app.excludes,
    ...app.excludedBy.filter((link) => !app.excludes.some((other) => other.href === link.href)),
  ];
  return (
    <>
      <Section spacing="large">
        <Container>
          <Stack gap="large">
            <Inline gap="medium" alignItems="center">
              <img src={app.iconUrl} alt="" width={64} height={64} />
              <Stack gap="xsmall">
                <Heading level={headingLevel} size="xlarge">
                  {app.name}
                </Heading>
                <Inline gap="small">
                  {app.comingSoon && <ComingSoonBadge />}
                  {app.defaultApp && <Badge tone="success">In every workspace</Badge>}
                  {app.tier === "enterprise" && <Badge tone="accent">Enterprise</Badge>}
                  <Badge>{app.priceText === "Free" ? "Free" : `${app.priceText} / month`}</Badge>
                </Inline>
              </Stack>
            </Inline>
            <Text size="xlarge" tone="muted">
              {app.description}
            </Text>
            {app.stats && <StatsGrid {...app.stats} />}
            {app.dependencies.length > 0 && (
              <Text>
                {app.name} needs <AppLinks links={app.dependencies} />; adding it to your cart adds{" "}
                {app.dependencies.length === 1 ? "that app" : "those apps"} too.
              </Text>
            )}
            {conflicts.length > 0 && (
              <Text>
                {app.name} cannot be used together with <AppLinks links={conflicts} /> in one
                workspace.
              </Text>
            )}
          </Stack>
        </Container>
      </Section>
      {app.paragraphs.length > 0 && (
        <Section background="subtle" aria-label={`About ${app.name}`}>
          <Container width="medium">
            <Stack gap="medium">
              <Heading level={level} size="large">
                About {app.name}
              </Heading>
              {app.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
              ))}
            </Stack>
          </Container>
        </Section>
      )}
      {app.features.map((feature, index) => (
        <FeatureBlock
          key={feature.id}
          title={feature.title}
          description={feature.description}
          image={feature.image}
          headingLevel={level}
          imagePosition={index % 2 === 0 ? "right" : "left"}
        />
      ))}
    </>
  );
}
