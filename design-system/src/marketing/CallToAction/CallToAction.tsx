import { BlockActions } from "../BlockActions";
import { useId, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { Container } from "../../layout/Container";
import { Section, type SectionTone } from "../../layout/Section";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import type { BlockHeadingLevel, MarketingAction } from "../types";
import * as styles from "./CallToAction.css";
import { joinClassNames } from "../../styles/classNames";

export const callToActionTones = ["brand", "inverse", "subtle"] as const;
export type CallToActionTone = (typeof callToActionTones)[number];

/** Each tone is a Section tone, whose text and button colours all meet WCAG AA. */
const sectionTone: Record<CallToActionTone, SectionTone> = {
  brand: "brand",
  inverse: "inverse",
  subtle: "subtle",
};

export interface CallToActionProps extends Omit<ComponentPropsWithoutRef<"section">, "title"> {
  /** What to do next, in a few words. */
  title: ReactNode;
  /** Why, in a sentence. */
  text?: ReactNode;
  /** The main action, a solid button. */
  primaryAction: MarketingAction;
  /** A second, quieter action. */
  secondaryAction?: MarketingAction;
  /** Band colour: tinted brand, dark inverse, or subtle grey. */
  tone?: CallToActionTone;
  /** The title's rank in the page outline. */
  level?: BlockHeadingLevel;
}

/** A full-width band that asks for one action, with an optional second one. */
export function CallToAction({
  title,
  text,
  primaryAction,
  secondaryAction,
  tone = "brand",
  level = 2,
  className,
  ...props
}: CallToActionProps) {
  const titleId = useId();
  return (
    <Section
      tone={sectionTone[tone]}
      aria-labelledby={titleId}
      className={joinClassNames(styles.base, className)}
      {...props}
    >
      <Container width="medium">
        <div className={styles.content}>
          <Heading level={level} size="xlarge" id={titleId}>
            {title}
          </Heading>
          {text !== undefined && <Text size="large">{text}</Text>}
          <BlockActions primary={primaryAction} secondary={secondaryAction} align="center" />
        </div>
      </Container>
    </Section>
  );
}
