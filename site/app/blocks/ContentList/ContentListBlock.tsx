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
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";
import { useShellText } from "../../i18n/ShellTextProvider";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { formatDate } from "../formatDate";

/** The pages of a collection as cards: title, summary and their date, author or place. */
export function ContentListBlock({ props, headingLevel }: BlockViewProps<"ContentList">) {
  const text = useShellText();
  return (
    <ContentBlock
      {...frameOf(props, headingLevel)}
      {...messagePartsAttribute(text.locale, "block")}
    >
      {props.items.length === 0 ? (
        <Text tone="muted">{text.text("block.list.empty")}</Text>
      ) : (
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
          {props.items.map((item) => {
            const details = [
              item.date ? formatDate(item.date, text.locale) : undefined,
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
