import { ContentBlock } from "../ContentBlock";
import { cva, cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode, RefAttributes } from "react";
import { Card } from "../../actions/Card";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import { itemHeadingLevel, type BlockBackground, type BlockHeadingLevel } from "../types";
import * as styles from "./FeatureGrid.css";

export const featureGridColumns = [2, 3, 4] as const;
export type FeatureGridColumns = (typeof featureGridColumns)[number];

const featureGridDefaults = { columns: 3 } as const;

export const featureGridVariants = cva(styles.list, {
  variants: { columns: styles.columns },
  defaultVariants: featureGridDefaults,
});

/** One cell of the grid. */
export interface FeatureGridItem {
  /** A stable key of the feature, unique in the grid. */
  id: string;
  /** A decorative icon above the title, such as `<Icon name="chart" />` (hidden from assistive technology). */
  icon?: ReactNode;
  /** The feature's name. */
  title: ReactNode;
  /** What it does, in a sentence. */
  description: ReactNode;
}

export interface FeatureGridProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /** The heading over the grid. */
  title: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The features, in reading order. */
  features: readonly FeatureGridItem[];
  /** Columns on wide screens; one on phones and two on tablets. */
  columns?: FeatureGridColumns;
  /** The heading's rank; each feature's title is one level below. */
  headingLevel?: BlockHeadingLevel;
  /** The band's background, to alternate blocks down a page. */
  background?: BlockBackground;
}

/** A heading over a grid of short features, each with an optional icon. */
export function FeatureGrid({
  title,
  description,
  features,
  columns = featureGridDefaults.columns,
  headingLevel = 2,
  background = "default",
  className,
  ...props
}: FeatureGridProps) {
  return (
    <ContentBlock
      title={title}
      description={description}
      headingLevel={headingLevel}
      background={background}
      headerClassName={styles.header}
      data-columns={columns}
      className={cx(styles.base, className)}
      {...props}
    >
      <ul className={featureGridVariants({ columns })}>
        {features.map((feature) => (
          <Card key={feature.id} as="li" appearance="outlined">
            {feature.icon !== undefined && (
              <span className={styles.icon} aria-hidden="true">
                {feature.icon}
              </span>
            )}
            <Heading level={itemHeadingLevel(headingLevel)} size="small">
              {feature.title}
            </Heading>
            <Text tone="muted">{feature.description}</Text>
          </Card>
        ))}
      </ul>
    </ContentBlock>
  );
}
