import { Container, Heading, Inline, Section, Stack, Text } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";
import { formatDate } from "../formatDate";

/** The head of an article, post or job: eyebrow, title, lead, then date, author and facts. */
export function ArticleHeaderBlock({ props, headingLevel }: BlockViewProps<"ArticleHeader">) {
  const facts = [
    ...(props.date
      ? [{ label: "Published", value: formatDate(props.date), dateTime: props.date }]
      : []),
    ...(props.author ? [{ label: "By", value: props.author }] : []),
    ...(props.facts ?? []),
  ];
  return (
    <Section spacing="large">
      <Container width="medium">
        <Stack gap="medium">
          {props.eyebrow && (
            <Text size="small" weight="bold" tone="brand">
              {props.eyebrow}
            </Text>
          )}
          <Heading level={headingLevel} size="xlarge">
            {props.title}
          </Heading>
          {props.description && (
            <Text size="xlarge" tone="muted">
              {props.description}
            </Text>
          )}
          {facts.length > 0 && (
            <Inline gap="large" as="dl">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>
                    <Text as="span" size="small" tone="muted">
                      {fact.label}
                    </Text>
                  </dt>
                  <dd>
                    <Text as="span" size="small" weight="medium">
                      {"dateTime" in fact ? (
                        <time dateTime={fact.dateTime}>{fact.value}</time>
                      ) : (
                        fact.value
                      )}
                    </Text>
                  </dd>
                </div>
              ))}
            </Inline>
          )}
        </Stack>
      </Container>
    </Section>
  );
}

export default blockViewOf("ArticleHeader", ArticleHeaderBlock);
