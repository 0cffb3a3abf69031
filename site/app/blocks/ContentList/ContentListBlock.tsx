import {
  Card,
  CardLink,
  Grid,
  Heading,
  Stack,
  Text,
  itemHeadingLevel,
  ContentBlock,
} from "@workcraft/design-system";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { formatDate } from "../formatDate";

/** The pages of a collection as cards: title, summary and their date, author or place. */
export function ContentListBlock({ props, headingLevel }: BlockViewProps<"ContentList">) {
  return (
    <ContentBlock {...frameOf(props, headingLevel)}>
      {props.items.length === 0 ? (
        <Text tone="muted">Nothing here yet. Please come back soon.</Text>
      ) : (
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
          {props.items.map((item) => {
            const details = [
              item.date ? formatDate(item.date) : undefined,
              item.category,
              item.location,
              item.author,
            ].filter(Boolean);
            return (
              <Card key={item.id} as="li" appearance="outlined">
                <Stack gap="small">
                  {details.length > 0 && (
                    <Text size="small" tone="muted">
                      {details.join(" · ")}
                    </Text>
                  )}
                  <Heading level={itemHeadingLevel(headingLevel)} size="small">
                    <CardLink href={item.href}>{item.title}</CardLink>
                  </Heading>
                  <Text tone="muted">{item.description}</Text>
                </Stack>
              </Card>
            );
          })}
        </Grid>
      )}
    </ContentBlock>
  );
}

export default blockViewOf("ContentList", ContentListBlock);
