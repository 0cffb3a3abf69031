import { ContentBlock } from "../ContentBlock";
import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import { itemHeadingLevel, type BlockBackground, type BlockHeadingLevel } from "../types";
import * as styles from "./Steps.css";
import { joinClassNames } from "../../styles/classNames";

export const stepsOrientations = ["vertical", "horizontal"] as const;
export type StepsOrientation = (typeof stepsOrientations)[number];

export const stepsVariants = cva(styles.list, {
  variants: { orientation: styles.orientation },
  defaultVariants: { orientation: "horizontal" },
});

/** One step of the process. */
export interface StepsItem {
  /** What happens, in a few words. */
  title: ReactNode;
  /** How, in a sentence. */
  description: ReactNode;
}

export interface StepsProps extends Omit<ComponentPropsWithoutRef<"section">, "title"> {
  /** The heading over the steps. */
  title: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The steps, first to last. */
  steps: readonly StepsItem[];
  /** One below the other, or side by side from tablets up. */
  orientation?: StepsOrientation;
  /** The heading's rank; each step's title is one level below. */
  level?: BlockHeadingLevel;
  /** The band's background, to alternate blocks down a page. */
  background?: BlockBackground;
}

/** A process as an ordered list of numbered steps. */
export function Steps({
  title,
  description,
  steps,
  orientation = "horizontal",
  level = 2,
  background = "default",
  className,
  ...props
}: StepsProps) {
  return (
    <ContentBlock
      title={title}
      description={description}
      level={level}
      background={background}
      headerClassName={styles.header}
      data-orientation={orientation}
      className={joinClassNames(styles.base, className)}
      {...props}
    >
      <ol className={stepsVariants({ orientation })}>
        {steps.map((step, index) => (
          <li key={index} className={styles.step}>
            {/* The list already announces "1 of 3"; the drawn number is for the eye. */}
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.body}>
              <Heading level={itemHeadingLevel(level)} size="small">
                {step.title}
              </Heading>
              <Text tone="muted">{step.description}</Text>
            </div>
          </li>
        ))}
      </ol>
    </ContentBlock>
  );
}
