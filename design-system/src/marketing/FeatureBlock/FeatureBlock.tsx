import { cva } from "class-variance-authority";
import { useId, type ComponentPropsWithoutRef, type ReactNode, type RefAttributes } from "react";
import { Container } from "../../layout/Container";
import { Section } from "../../layout/Section";
import { ResponsiveImage, type ResponsiveImageContent } from "../../media/ResponsiveImage";
import { Heading, type HeadingLevel } from "../../typography/Heading";
import { Link } from "../../typography/Link";
import { Text } from "../../typography/Text";
import type { BlockBackground, MarketingAction } from "../types";
import * as styles from "./FeatureBlock.css";

export const featureImagePositions = ["left", "right"] as const;
export type FeatureImagePosition = (typeof featureImagePositions)[number];

const featureBlockDefaults = { imagePosition: "right" } as const;

export const featureBlockVariants = cva(styles.base, {
  variants: { imagePosition: styles.imagePosition },
  defaultVariants: featureBlockDefaults,
});

/** Half the large column on wide screens, the full width below. */
const imageSizes = "(min-width: 75rem) 36rem, (min-width: 992px) 50vw, 100vw";

export interface FeatureBlockProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /** What the feature does, in a few words. */
  title: ReactNode;
  /** How it helps, in a sentence or two. */
  description: ReactNode;
  /** A screenshot or illustration of the feature. */
  image: ResponsiveImageContent;
  /** Which side the image sits on wide screens; on narrow ones it follows the text. */
  imagePosition?: FeatureImagePosition;
  /** A link to learn more, under the text. */
  link?: MarketingAction;
  /** The title's rank in the page outline: any level, since no heading sits under it. */
  headingLevel?: HeadingLevel;
  /** The band's background, to alternate blocks down a page. */
  background?: BlockBackground;
}

/** One feature of an app: text on one side, its image on the other. */
export function FeatureBlock({
  title,
  description,
  image,
  imagePosition = featureBlockDefaults.imagePosition,
  link,
  headingLevel = 2,
  background = "default",
  className,
  ...props
}: FeatureBlockProps) {
  const titleId = useId();
  return (
    <Section
      background={background}
      aria-labelledby={titleId}
      data-image-position={imagePosition}
      className={featureBlockVariants({ imagePosition, className })}
      {...props}
    >
      <Container>
        <div className={styles.grid}>
          <div className={styles.copy}>
            <Heading level={headingLevel} size="large" id={titleId}>
              {title}
            </Heading>
            <Text size="large" tone="muted">
              {description}
            </Text>
            {link && <Link href={link.href}>{link.label}</Link>}
          </div>
          <div className={styles.image}>
            <ResponsiveImage {...image} sizes={imageSizes} radius="large" framed />
          </div>
        </div>
      </Container>
    </Section>
  );
}
