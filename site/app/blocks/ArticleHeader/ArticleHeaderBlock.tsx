import { Container, Heading, Inline, Section, Stack, Text } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";
import { formatDate } from "../formatDate";
import { useShellText } from "../../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";

/** The head of an article, post or job: eyebrow, title, lead, then date, author and facts. */
export function ArticleHeaderBlock({ props, headingLevel }: BlockViewProps<"ArticleHeader">) {
  const text = useShellText();
  const facts = [
    ...(props.date
      ? [
          {
            label: text.text("block.article.published"),
            value: formatDate(props.date, text.locale),
            dateTime: props.date,
          },
        ]
      : []),
    ...(props.author ? [{ label: text.text("block.article.by"), value: props.author }] : []),
    ...(props.facts ?? []),
  ];
  return (
    <Section spacing="large" {...messagePartsAttribute(text.locale, "block")}>
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
