import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { Container } from "../../layout/Container";
import { Section } from "../../layout/Section";
import { Text } from "../../typography/Text";
import type { BlockBackground } from "../types";
import * as styles from "./Testimonial.css";

export const testimonialAlignments = ["start", "center"] as const;
export type TestimonialAlignment = (typeof testimonialAlignments)[number];

const testimonialDefaults = { align: "center" } as const;

export const testimonialVariants = cva(styles.base, {
  variants: { align: styles.align },
  defaultVariants: testimonialDefaults,
});

/** The author's photo; decorative, since the name is written beside it. */
export interface TestimonialAvatar {
  /** The photo file. */
  src: string;
  /** Intrinsic width of the file. */
  width: number;
  /** Intrinsic height of the file. */
  height: number;
}

export interface TestimonialProps
  extends ComponentPropsWithoutRef<"section">, RefAttributes<HTMLElement> {
  /** The customer's words, without quotation marks. */
  quote: string;
  /** Who said it. */
  authorName: string;
  /** Their job title. */
  authorRole?: string;
  /** Their organisation. */
  company?: string;
  /** Their photo, shown round beside the name. */
  avatar?: TestimonialAvatar;
  /** Quote and author centred, or aligned to the start. */
  align?: TestimonialAlignment;
  /** The band's background, to alternate blocks down a page. */
  background?: BlockBackground;
}

/** A customer's quote with their name, role, company and photo. */
export function Testimonial({
  quote,
  authorName,
  authorRole,
  company,
  avatar,
  align = testimonialDefaults.align,
  background = "default",
  className,
  ...props
}: TestimonialProps) {
  const position = [authorRole, company].filter(Boolean).join(", ");
  return (
    <Section
      background={background}
      data-align={align}
      className={testimonialVariants({ align, className })}
      {...props}
    >
      <Container width="medium">
        <figure className={styles.figure}>
          <span className={styles.mark} aria-hidden="true">
            “
          </span>
          <blockquote className={styles.quote}>
            <p>{quote}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            {avatar && (
              <img
                src={avatar.src}
                alt=""
                width={avatar.width}
                height={avatar.height}
                loading="lazy"
                decoding="async"
                className={styles.avatar}
              />
            )}
            <span className={styles.author}>
              <Text as="span" weight="bold">
                {authorName}
              </Text>
              {position && (
                <Text as="span" size="small" tone="muted">
                  {position}
                </Text>
              )}
            </span>
          </figcaption>
        </figure>
      </Container>
    </Section>
  );
}
