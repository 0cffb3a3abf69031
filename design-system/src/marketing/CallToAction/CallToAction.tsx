import { BlockActions } from "../BlockActions";
import { cx } from "class-variance-authority";
import { useId, type ComponentPropsWithoutRef, type ReactNode, type RefAttributes } from "react";
import { Container } from "../../layout/Container";
import { Section } from "../../layout/Section";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import type { BlockBackground, BlockHeadingLevel, MarketingAction } from "../types";
import * as styles from "./CallToAction.css";

export interface CallToActionProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /** What to do next, in a few words. */
  title: ReactNode;
  /** Why, in a sentence under the title. */
  description?: ReactNode;
  /** The main action, a solid button. */
  primaryAction: MarketingAction;
  /** A second, quieter action. */
  secondaryAction?: MarketingAction;
  /** The band's background: tinted brand by default, dark inverse, subtle grey or plain. */
  background?: BlockBackground;
  /** The title's rank in the page outline. */
  headingLevel?: BlockHeadingLevel;
}

/** A full-width band that asks for one action, with an optional second one. */
export function CallToAction({
  title,
  description,
  primaryAction,
  secondaryAction,
  background = "brand",
  headingLevel = 2,
  className,
  ...props
}: CallToActionProps) {
  const titleId = useId();
  return (
    <Section
      background={background}
      aria-labelledby={titleId}
      className={cx(styles.base, className)}
      {...props}
    >
      <Container width="medium">
        <div className={styles.content}>
          <Heading level={headingLevel} size="xlarge" id={titleId}>
            {title}
          </Heading>
          {description !== undefined && <Text size="large">{description}</Text>}
          <BlockActions primary={primaryAction} secondary={secondaryAction} align="center" />
        </div>
      </Container>
    </Section>
  );
}
