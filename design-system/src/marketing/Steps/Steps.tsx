import { ContentBlock } from "../ContentBlock";
import { cva, cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode, RefAttributes } from "react";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import { itemHeadingLevel, type BlockBackground, type BlockHeadingLevel } from "../types";
import * as styles from "./Steps.css";

export const stepsOrientations = ["vertical", "horizontal"] as const;
export type StepsOrientation = (typeof stepsOrientations)[number];

const stepsDefaults = { orientation: "horizontal" } as const;

export const stepsVariants = cva(styles.list, {
  variants: { orientation: styles.orientation },
  defaultVariants: stepsDefaults,
});

/** One step of the process. */
export interface StepsItem {
  /** A stable key of the step, unique in the list. */
  id: string;
  /** What happens, in a few words. */
  title: ReactNode;
  /** How, in a sentence. */
  description: ReactNode;
}

export interface StepsProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /** The heading over the steps. */
  title: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The steps, first to last. */
  steps: readonly StepsItem[];
  /** One below the other, or side by side from tablets up. */
  orientation?: StepsOrientation;
  /** The heading's rank; each step's title is one level below. */
  headingLevel?: BlockHeadingLevel;
  /** The band's background, to alternate blocks down a page. */
  background?: BlockBackground;
}

/** A process as an ordered list of numbered steps. */
export function Steps({
  title,
  description,
  steps,
  orientation = stepsDefaults.orientation,
  headingLevel = 2,
  background = "default",
  className,
  ...props
}: StepsProps) {
  return (
    <ContentBlock
      title={title}
      description={description}
      headingLevel={headingLevel}
      background={background}
      headerClassName={styles.header}
      data-orientation={orientation}
      className={cx(styles.base, className)}
      {...props}
    >
      <ol className={stepsVariants({ orientation })}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            {/* The list already announces "1 of 3"; the drawn number is for the eye. */}
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.body}>
              <Heading level={itemHeadingLevel(headingLevel)} size="small">
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
