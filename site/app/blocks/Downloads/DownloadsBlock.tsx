import {
  Box,
  Card,
  Grid,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  itemHeadingLevel,
  ContentBlock,
} from "@workcraft/design-system";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";

/** Files to download, each with what it is for and, for pictures, a preview. */
export function DownloadsBlock({ props, headingLevel }: BlockViewProps<"Downloads">) {
  return (
    <ContentBlock {...frameOf(props, headingLevel)}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        {props.files.map((file) => (
          <Card key={file.id} as="li" appearance="outlined">
            <Stack gap="small">
              {file.preview && (
                <Box
                  background={file.preview === "dark" ? "inverse" : "subtle"}
                  padding="large"
                  borderRadius="medium"
                >
                  <img
                    src={file.href}
                    alt=""
                    width={320}
                    height={120}
                    loading="lazy"
                    decoding="async"
                  />
                </Box>
              )}
              <Heading level={itemHeadingLevel(headingLevel)} size="small">
                {file.label}
              </Heading>
              <Text tone="muted">{file.description}</Text>
              <Text>
                {/* A file, not a page: a plain link the router leaves to the browser. */}
                <a href={file.href} download>
                  Download {file.href.split(".").pop()?.toUpperCase()}
                  <VisuallyHidden>{` of ${file.label}`}</VisuallyHidden>
                </a>
              </Text>
            </Stack>
          </Card>
        ))}
      </Grid>
    </ContentBlock>
  );
}

export default blockViewOf("Downloads", DownloadsBlock);
