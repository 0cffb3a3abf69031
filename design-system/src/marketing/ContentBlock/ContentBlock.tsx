import { useId, type ComponentPropsWithoutRef, type ReactNode, type RefAttributes } from "react";
import { Container, type ContainerWidth } from "../../layout/Container";
import { Section } from "../../layout/Section";
import { Stack } from "../../layout/Stack";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import type { BlockBackground, BlockHeadingLevel } from "../types";

export interface ContentBlockProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /**
   * The block's title, which also names its section for assistive technology. A block without
   * one (long text that brings its own headings) shows its content alone.
   */
  title?: ReactNode;
  /** An optional introduction under the title. */
  description?: ReactNode | undefined;
  /** The block's heading level; the page's first block (level 1) has the larger heading. */
  headingLevel: BlockHeadingLevel;
  /** The band's background. */
  background?: BlockBackground | undefined;
  /**
   * The block's own layout of its header (centred, width, space below). Without it the header
   * and the block's content stack with the large gap between them.
   */
  headerClassName?: string | undefined;
  /** The column width of the block's content. */
  width?: ContainerWidth | undefined;
}

/**
 * The frame of a content block (feature grid, steps, FAQ, a list of apps or posts): a band
 * labelled by its heading, a column, the title and introduction, then the block's own content.
 */
export function ContentBlock({
  title,
  description,
  headingLevel,
  background,
  headerClassName,
  width,
  children,
  ...props
}: ContentBlockProps) {
  const titleId = useId();
  const heading = (
    <Heading level={headingLevel} size={headingLevel === 1 ? "xlarge" : "large"} id={titleId}>
      {title}
    </Heading>
  );
  const introduction = description !== undefined && (
    <Text size="large" tone="muted">
      {description}
    </Text>
  );
  if (title === undefined) {
    return (
      <Section background={background} {...props}>
        <Container width={width}>{children}</Container>
      </Section>
    );
  }
  return (
    <Section background={background} aria-labelledby={titleId} {...props}>
      <Container width={width}>
        {headerClassName === undefined ? (
          <Stack gap="xlarge">
            <Stack gap="small">
              {heading}
              {introduction}
            </Stack>
            {children}
          </Stack>
        ) : (
          <>
            <div className={headerClassName}>
              {heading}
              {introduction}
            </div>
            {children}
          </>
        )}
      </Container>
    </Section>
  );
}
