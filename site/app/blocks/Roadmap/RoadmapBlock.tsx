import { Card, Grid, Heading, Stack, Text } from "@workcraft/design-system";
import { formatCount } from "@workcraft/domain/rules";
import { BlockFrame, frameOf } from "../BlockFrame";
import { itemLevel } from "../blockLevel";
import type { BlockViewProps } from "../blockView";

/** The roadmap's apps and their votes so far. */
export function RoadmapBlock({ props, headingLevel }: BlockViewProps<"Roadmap">) {
  return (
    <BlockFrame {...frameOf(props, headingLevel)}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        {props.items.map((item) => (
          <Card key={item.key} as="li" appearance="outlined">
            <Stack gap="small">
              <Heading level={itemLevel(headingLevel)} size="small">
                {item.name}
              </Heading>
              <Text tone="muted">{item.description}</Text>
              <Text size="small" weight="bold">
                {formatCount(item.votes)} votes
              </Text>
            </Stack>
          </Card>
        ))}
      </Grid>
    </BlockFrame>
  );
}
