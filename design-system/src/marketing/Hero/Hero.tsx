import { BlockActions } from "../BlockActions";
import { cva } from "class-variance-authority";
import { useId, type ComponentPropsWithoutRef, type ReactNode, type RefAttributes } from "react";
import { Container } from "../../layout/Container";
import { Section } from "../../layout/Section";
import { ResponsiveImage, type ResponsiveImageContent } from "../../media/ResponsiveImage";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import type { BlockBackground, BlockHeadingLevel, MarketingAction } from "../types";
import * as styles from "./Hero.css";

export const heroLayouts = ["centered", "split"] as const;
export type HeroLayout = (typeof heroLayouts)[number];

const heroDefaults = { layout: "centered" } as const;

export const heroVariants = cva(styles.base, {
  variants: { layout: styles.layout },
  defaultVariants: heroDefaults,
});

/** How wide the image is drawn: half the column beside the text, or the medium column below it. */
const imageSizes: Record<HeroLayout, string> = {
  centered: "(min-width: 56rem) 56rem, 100vw",
  split: "(min-width: 75rem) 36rem, (min-width: 992px) 50vw, 100vw",
};

export interface HeroProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /** A short line above the title naming the product or audience. */
  eyebrow?: ReactNode;
  /** The page's main message. */
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** The title's rank: 1 on a page's first block, 2 if the page already has its h1. */
  headingLevel?: BlockHeadingLevel;
  /** The main action, a solid button. */
  primaryAction?: MarketingAction;
  /** A second, quieter action. */
  secondaryAction?: MarketingAction;
  /** A product image; it is the page's largest paint, so it loads first. */
  image?: ResponsiveImageContent;
  /** Text centred above the image, or text and image side by side on wide screens. */
  layout?: HeroLayout;
  /** The band's background. */
  background?: BlockBackground;
}

/** The opening band of a page: title, pitch, up to two actions and a product image. */
export function Hero({
  eyebrow,
  title,
  description,
  headingLevel = 1,
  primaryAction,
  secondaryAction,
  image,
  layout = heroDefaults.layout,
  background = "default",
  className,
  ...props
}: HeroProps) {
  const titleId = useId();
  return (
    <Section
      spacing="large"
      background={background}
      aria-labelledby={titleId}
      data-layout={layout}
      className={heroVariants({ layout, className })}
      {...props}
    >
      <Container>
        <div className={styles.grid}>
          <div className={styles.copy}>
            {eyebrow !== undefined && (
              <Text size="small" weight="bold" tone="brand" className={styles.eyebrow}>
                {eyebrow}
              </Text>
            )}
            <Heading level={headingLevel} size="display" id={titleId}>
              {title}
            </Heading>
            {description !== undefined && (
              <Text size="large" tone="muted" className={styles.description}>
                {description}
              </Text>
            )}
            <BlockActions
              primary={primaryAction}
              secondary={secondaryAction}
              align={layout === "centered" ? "center" : "start"}
            />
          </div>
          {image && (
            <div className={styles.image}>
              <ResponsiveImage
                {...image}
                sizes={imageSizes[layout]}
                radius="large"
                framed
                priority
              />
            </div>
          )}
        </div>
      </Container>
    </Section>
  );
}
