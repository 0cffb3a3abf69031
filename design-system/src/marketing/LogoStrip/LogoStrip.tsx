import { cva } from "class-variance-authority";
import { useId, type ComponentPropsWithoutRef, type ReactNode, type RefAttributes } from "react";
import { Container } from "../../layout/Container";
import { Section } from "../../layout/Section";
import { Heading } from "../../typography/Heading";
import { Link } from "../../typography/Link";
import type { BlockBackground, BlockHeadingLevel } from "../types";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./LogoStrip.css";

const logoStripDefaults = { greyscale: false } as const;

export const logoStripVariants = cva(styles.base, {
  variants: { greyscale: { true: styles.greyscale, false: "" } },
  defaultVariants: logoStripDefaults,
});

/** One customer's or partner's logo. */
export interface LogoStripItem {
  /** A stable key of the logo, unique in the strip. */
  id: string;
  /** The logo file (SVG preferred). */
  src: string;
  /** The organisation's name, which the logo shows. */
  alt: string;
  /** Intrinsic width; with `height` it keeps the logo's ratio while loading. */
  width: number;
  /** Intrinsic height. */
  height: number;
  /** A page about the customer or partner, if there is one. */
  href?: string;
}

export interface LogoStripProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /** A line above the logos, e.g. who uses the platform. */
  title?: ReactNode;
  /** The logos, in display order. */
  logos: readonly LogoStripItem[];
  /** Shows the logos in grey so no brand colour competes with the page (colour on hover). */
  greyscale?: boolean;
  /** The title's rank in the page outline. */
  headingLevel?: BlockHeadingLevel;
  /** The band's background, to alternate blocks down a page. */
  background?: BlockBackground;
}

/** A row of customer or partner logos that wraps onto more rows on narrow screens. */
export function LogoStrip({
  title,
  logos,
  greyscale = logoStripDefaults.greyscale,
  headingLevel = 2,
  background = "default",
  className,
  ...props
}: LogoStripProps) {
  const titleId = useId();
  return (
    <Section
      spacing="small"
      background={background}
      aria-labelledby={title !== undefined ? titleId : undefined}
      data-greyscale={dataFlag(greyscale)}
      className={logoStripVariants({ greyscale, className })}
      {...props}
    >
      <Container>
        <div className={styles.content}>
          {title !== undefined && (
            <Heading level={headingLevel} size="small" id={titleId}>
              {title}
            </Heading>
          )}
          <ul className={styles.list}>
            {logos.map((logo) => {
              const image = (
                <img
                  src={logo.src}
                  alt={logo.alt}
                  width={logo.width}
                  height={logo.height}
                  loading="lazy"
                  decoding="async"
                  className={styles.logo}
                />
              );
              return (
                <li key={logo.id}>
                  {logo.href ? (
                    <Link href={logo.href} tone="inherit" className={styles.link}>
                      {image}
                    </Link>
                  ) : (
                    image
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </Container>
    </Section>
  );
}
