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

/** The catalogue's templates as cards: name, what they hold and their price. */
export function TemplateGridBlock({ props, headingLevel }: BlockViewProps<"TemplateGrid">) {
  return (
    <ContentBlock {...frameOf(props, headingLevel)}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        {props.templates.map((template) => (
          <Card key={template.id} as="li" appearance="outlined" interactive>
            <Stack gap="small">
              <Heading level={itemHeadingLevel(headingLevel)} size="small">
                <CardLink href={template.href}>{template.name}</CardLink>
              </Heading>
              <Text tone="muted">{template.description}</Text>
              <Text weight="bold">{template.priceText}</Text>
            </Stack>
          </Card>
        ))}
      </Grid>
    </ContentBlock>
  );
}

export default blockViewOf("TemplateGrid", TemplateGridBlock);
