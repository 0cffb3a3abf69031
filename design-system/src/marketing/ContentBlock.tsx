import { useId, type ComponentPropsWithoutRef, type ReactNode, type RefAttributes } from "react";
import { Container, type ContainerWidth } from "../layout/Container";
import { Section } from "../layout/Section";
import { Heading } from "../typography/Heading";
import { Text } from "../typography/Text";
import type { BlockBackground, BlockHeadingLevel } from "./types";

export interface ContentBlockProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /** The block's title, which also names its section for assistive technology. */
  title: ReactNode;
  /** An optional introduction under the title. */
  description?: ReactNode | undefined;
  /** The block's heading level. */
  headingLevel: BlockHeadingLevel;
  /** The band's background. */
  background: BlockBackground;
  /** The block's own layout of its header (centred, width, space below). */
  headerClassName: string;
  /** The column width of the block's content. */
  width?: ContainerWidth;
}

/**
 * The frame of a content block (feature grid, steps, FAQ): a band labelled by its heading,
 * a column, the title and introduction, then the block's own content.
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
  return (
    <Section background={background} aria-labelledby={titleId} {...props}>
      <Container width={width}>
        <div className={headerClassName}>
          <Heading level={headingLevel} size="large" id={titleId}>
            {title}
          </Heading>
          {description !== undefined && (
            <Text size="large" tone="muted">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Container>
    </Section>
  );
}
