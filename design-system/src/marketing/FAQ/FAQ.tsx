import { ContentBlock } from "../ContentBlock";
import * as Accordion from "@radix-ui/react-accordion";
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
 * Frequently asked questions as a disclosure list: each question is a heading holding a
 * button (Enter or Space toggles, arrow keys move between questions) that shows its answer.
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
      <Accordion.Root type="multiple" defaultValue={defaultOpen} className={styles.list}>
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id} className={styles.item}>
            <Accordion.Header asChild>
              <Heading
                level={itemHeadingLevel(headingLevel)}
                size="small"
                className={styles.question}
              >
                <Accordion.Trigger className={styles.trigger}>
                  {item.question}
                  <Icon name="chevron-down" size="medium" className={styles.chevron} />
                </Accordion.Trigger>
              </Heading>
            </Accordion.Header>
            <Accordion.Content forceMount className={styles.answer}>
              <Text as="div" tone="muted" className={styles.answerBody}>
                {item.answer}
              </Text>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </ContentBlock>
  );
}
