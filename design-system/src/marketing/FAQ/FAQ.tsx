import { ContentBlock } from "../ContentBlock";
import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode, RefAttributes } from "react";
import { Icon } from "../../media/Icon";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import { itemHeadingLevel, type BlockBackground, type BlockHeadingLevel } from "../types";
import * as styles from "./FAQ.css";

/** One question and its answer. */
export interface FAQItem {
  /** A stable key of the item, unique in the list; `defaultOpen` names items by it. */
  id: string;
  /** The question, as a visitor would ask it. */
  question: string;
  /** The answer: a sentence or a few paragraphs. */
  answer: ReactNode;
}

export interface FAQProps
  extends Omit<ComponentPropsWithoutRef<"section">, "title">, RefAttributes<HTMLElement> {
  /** The heading over the questions. */
  title: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The questions, in display order. */
  items: readonly FAQItem[];
  /** Ids of the items open at first; any number may be open at once. */
  defaultOpen?: string[];
  /** The heading's rank; each question is a heading one level below. */
  headingLevel?: BlockHeadingLevel;
  /** The band's background, to alternate blocks down a page. */
  background?: BlockBackground;
}

/**
 * Frequently asked questions as a list of disclosures, on the platform's own `<details>`: each
 * question is a heading in the summary (Enter or Space toggles it) that shows its answer. They
 * open before the page's scripts have loaded, as on a slow phone, and the browser's find in
 * page opens the answer it finds.
 */
export function FAQ({
  title,
  description,
  items,
  defaultOpen,
  headingLevel = 2,
  background = "default",
  className,
  ...props
}: FAQProps) {
  return (
    <ContentBlock
      title={title}
      description={description}
      headingLevel={headingLevel}
      background={background}
      headerClassName={styles.header}
      width="medium"
      className={cx(styles.base, className)}
      {...props}
    >
      <div className={styles.list}>
        {items.map((item) => (
          // Open at first as the caller says; after that, the visitor's own choice (React leaves
          // the attribute alone while the prop stays the same).
          <details key={item.id} open={defaultOpen?.includes(item.id)} className={styles.item}>
            <summary className={styles.summary}>
              <Heading
                level={itemHeadingLevel(headingLevel)}
                size="small"
                className={styles.question}
              >
                {item.question}
              </Heading>
              <Icon name="chevron-down" size="medium" className={styles.chevron} />
            </summary>
            <Text as="div" tone="muted" className={styles.answer}>
              {item.answer}
            </Text>
          </details>
        ))}
      </div>
    </ContentBlock>
  );
}
