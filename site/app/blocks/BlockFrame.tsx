import {
  Container,
  type BlockBackground,
  Heading,
  Section,
  Stack,
  Text,
  type ContainerWidth,
} from "@workcraft/design-system";
import { useId, type ReactNode } from "react";
import type { BlockLevel } from "./blockLevel";

export interface BlockFrameProps {
  /** The block's heading. */
  title?: string;
  /** The sentence under the heading. */
  description?: string;
  /** The heading's rank, given by the page renderer. */
  headingLevel: BlockLevel;
  /** The band's background. */
  background?: BlockBackground | undefined;
  /** The column's width. */
  width?: ContainerWidth;
  /** The block's own content. */
  children: ReactNode;
}

/** The band every list-like block sits in: a section labelled by its heading, then the content. */
export function BlockFrame({
  title,
  description,
  headingLevel,
  background,
  width,
  children,
}: BlockFrameProps) {
  const titleId = useId();
  return (
    <Section background={background} aria-labelledby={title ? titleId : undefined}>
      <Container width={width}>
        <Stack gap="xlarge">
          {title && (
            <Stack gap="small">
              <Heading
                level={headingLevel}
                size={headingLevel === 1 ? "xlarge" : "large"}
                id={titleId}
              >
                {title}
              </Heading>
              {description && (
                <Text size="large" tone="muted">
                  {description}
                </Text>
              )}
            </Stack>
          )}
          {children}
        </Stack>
      </Container>
    </Section>
  );
}

/** The frame props of a block that names its heading, introduction and background. */
export function frameOf(
  props: {
    title: string;
    description?: string | undefined;
    background?: BlockBackground | undefined;
  },
  headingLevel: BlockLevel,
): Omit<BlockFrameProps, "children"> {
  return {
    title: props.title,
    description: props.description,
    headingLevel,
    background: props.background,
  };
}
