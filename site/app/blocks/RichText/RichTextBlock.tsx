import { Heading, Link, Text, itemHeadingLevel, ContentBlock } from "@workcraft/design-system";
import { Fragment } from "react";
import { blockViewOf, type BlockViewProps } from "../blockView";
import { parseRichText, type Inline } from "./richText";
import * as styles from "./RichTextBlock.css";

function InlineText({ runs }: { runs: Inline[] }) {
  return runs.map((run, index) => {
    if (run.kind === "bold") return <strong key={index}>{run.text}</strong>;
    if (run.kind === "link") {
      return (
        <Link key={index} href={run.href}>
          {run.text}
        </Link>
      );
    }
    return <Fragment key={index}>{run.text}</Fragment>;
  });
}

/** Long-form text: policies, posts, documentation. */
export function RichTextBlock({ props, headingLevel }: BlockViewProps<"RichText">) {
  const nodes = parseRichText(props.body);
  // Body headings sit below the block's title, or below the page's heading when it has none.
  const sectionLevel = props.title ? itemHeadingLevel(headingLevel) : Math.max(2, headingLevel);
  // The body's shallowest heading takes the section level, so a body of only `###` headings
  // never skips a level in the page's outline.
  const depths = nodes.flatMap((node) => (node.kind === "heading" ? [node.depth] : []));
  const topDepth = Math.min(...depths, 3);
  return (
    <ContentBlock
      title={props.title}
      headingLevel={headingLevel}
      background={props.background}
      width="medium"
    >
      <div className={styles.prose}>
        {nodes.map((node, index) => {
          switch (node.kind) {
            case "heading": {
              const level = Math.min(4, sectionLevel + node.depth - topDepth) as 2 | 3 | 4;
              return (
                <Heading
                  key={index}
                  level={level}
                  size={node.depth === 2 ? "medium" : "small"}
                  className={styles.subheading}
                >
                  <InlineText runs={node.inline} />
                </Heading>
              );
            }
            case "list": {
              const List = node.ordered ? "ol" : "ul";
              return (
                <List key={index} className={styles.list}>
                  {node.items.map((item, itemIndex) => (
                    <li key={itemIndex}>
                      <InlineText runs={item} />
                    </li>
                  ))}
                </List>
              );
            }
            case "paragraph":
              return (
                <Text key={index}>
                  <InlineText runs={node.inline} />
                </Text>
              );
          }
        })}
      </div>
    </ContentBlock>
  );
}

export default blockViewOf("RichText", RichTextBlock);
