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
import { formatCount } from "@workcraft/domain/rules";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { useShellText } from "../../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";

/** The catalogue's templates as cards: name, what they hold and their price. */
export function TemplateGridBlock({ props, headingLevel }: BlockViewProps<"TemplateGrid">) {
  const text = useShellText();
  return (
    <ContentBlock
      {...frameOf(props, headingLevel)}
      {...messagePartsAttribute(text.locale, "block")}
    >
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        {props.templates.map((template) => (
          <Card key={template.id} as="li" appearance="outlined" interactive>
            <Stack gap="small">
              <Heading level={itemHeadingLevel(headingLevel)} size="small">
                <CardLink href={template.href}>{template.name}</CardLink>
              </Heading>
              <Text tone="muted">
                {text.format("block.templateSummary", {
                  count: formatCount(template.appCount, { locale: text.locale }),
                  price: template.fromPrice,
                })}
              </Text>
              <Text weight="bold">
                {text.format("block.priceMonthly", { price: template.fromPrice })}
              </Text>
            </Stack>
          </Card>
        ))}
      </Grid>
    </ContentBlock>
  );
}

export default blockViewOf("TemplateGrid", TemplateGridBlock);
